export { CloseButton } from '@mantine/core';
