export { Fieldset } from '@mantine/core';
