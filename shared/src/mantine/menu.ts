export { Menu } from '@mantine/core';
