import { TextInput, type TextInputProps } from '@bc/shared/mantine';

/** An email address field: the keyboard, autofill and check of an email (required unless told otherwise). */
export function EmailField(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" inputMode="email" required {...props} />;
}
