export { CheckIcon, Checkbox } from '@mantine/core';
