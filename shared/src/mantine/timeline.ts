export { Timeline } from '@mantine/core';
