import { Stack } from '@bc/shared/mantine';
import type { ChangeEvent } from 'react';
import { PasswordField } from '@bc/shared/ui/password-field';
import { PasswordStrength } from './password-strength';

export interface NewPasswordFieldProps {
  label: string;
  id: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: string;
}

/** A new password with its strength meter under it (the meter describes the field). */
export function NewPasswordField({ label, ...input }: NewPasswordFieldProps) {
  const strengthId = `${input.id}-strength`;
  return (
    <Stack gap={6}>
      <PasswordField label={label} autoComplete="new-password" required aria-describedby={strengthId} {...input} />
      <PasswordStrength value={input.value} id={strengthId} />
    </Stack>
  );
}
