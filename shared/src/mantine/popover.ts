export { Popover } from '@mantine/core';
