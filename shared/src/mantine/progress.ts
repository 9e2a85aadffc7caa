export { Progress } from '@mantine/core';
