import { Textarea } from '@bc/shared/mantine/textarea';
import { MODERATION_LIMITS } from '@bc/shared/contracts';

interface NoteFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange(value: string): void;
  /** A destructive decision (a ban, a deletion, a refund) needs one. */
  required?: boolean;
  testId: string;
}

/** A decision's note (kept in the audit log; the member often reads it): up to the API's limit, growing as it is typed. */
export function NoteField({ label, description, value, onChange, required, testId }: NoteFieldProps) {
  return (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={MODERATION_LIMITS.note}
      required={required}
      autosize
      minRows={2}
      data-testid={testId}
    />
  );
}
