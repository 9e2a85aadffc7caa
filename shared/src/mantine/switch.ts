export { Switch } from '@mantine/core';
