export { PasswordInput } from '@mantine/core';
export type { PasswordInputProps } from '@mantine/core';
