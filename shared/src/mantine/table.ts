export { Table } from '@mantine/core';
