import { Input } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useId } from 'react';
import { DEPTH_OPTIONS } from '../lib/depth';

export interface DepthControlProps {
  label: string;
  value: number;
  onChange(depth: number): void;
}

/** Generations 3 to 10 as one row of buttons: eight short numbers fit a phone. */
export function DepthControl({ label, value, onChange }: DepthControlProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id }}>
      <div>
        <SegmentedControl
          aria-labelledby={id}
          size="xs"
          value={String(value)}
          onChange={(next) => onChange(Number(next))}
          data={DEPTH_OPTIONS.map((depth) => ({ value: String(depth), label: String(depth) }))}
        />
      </div>
    </Input.Wrapper>
  );
}
