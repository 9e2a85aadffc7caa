export { FileButton } from '@mantine/core';
