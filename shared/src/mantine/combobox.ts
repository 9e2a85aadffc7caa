export { Combobox, useCombobox } from '@mantine/core';
