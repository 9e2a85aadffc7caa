export { SegmentedControl } from '@mantine/core';
