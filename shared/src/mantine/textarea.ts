export { Textarea } from '@mantine/core';
