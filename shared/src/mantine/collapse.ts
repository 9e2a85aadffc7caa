export { Collapse } from '@mantine/core';
