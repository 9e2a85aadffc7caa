import { Group } from '@bc/shared/mantine';
import { Radio } from '@bc/shared/mantine/radio';

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  onChange(value: V): void;
  options: { value: V; label: string }[];
  testId: string;
}

/** One choice of a few, as radio buttons that wrap on a phone (a segmented control would be cut off there). */
export function ChoiceGroup<V extends string>({ label, value, onChange, options, testId }: ChoiceGroupProps<V>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)} data-testid={testId}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
