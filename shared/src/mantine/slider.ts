export { Slider } from '@mantine/core';
