export { Grid } from '@mantine/core';
