import { Button, Container, Modal, createTheme, rem, type MantineColorsTuple } from '@mantine/core';

/** The site's primary colour: a border-collie friendly deep teal. */
const primary: MantineColorsTuple = [
  '#e6fbf8',
  '#d3f3ee',
  '#a8e6dc',
  '#79d8c9',
  '#53ccb9',
  '#3bc4af',
  '#2cc0aa',
  '#1aa994',
  '#0a9683',
  '#00826f',
];

/** Base z-index of modals; each further open modal stacks 2 above the previous. */
export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_STEP = 2;

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: { light: 8, dark: 6 },
  colors: { primary },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  radius: { xs: rem(6), sm: rem(10), md: rem(16), lg: rem(24), xl: rem(32) },
  /** Corner radius 24px. */
  defaultRadius: 'lg',
  components: {
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Modal: Modal.extend({ defaultProps: { zIndex: MODAL_BASE_Z_INDEX, centered: true } }),
  },
});
