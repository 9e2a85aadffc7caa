export { Select } from '@mantine/core';
export type { SelectProps } from '@mantine/core';
