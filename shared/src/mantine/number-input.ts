export { NumberInput } from '@mantine/core';
