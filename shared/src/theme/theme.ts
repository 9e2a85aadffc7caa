import { Button, Container, createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@bc/shared/mantine';

/** The site's primary colour: a border-collie friendly deep teal. */
const primary: MantineColorsTuple = [
  '#e0f2f1',
  '#c5e8e4',
  '#9fd9d1',
  '#6cc5b9',
  '#3fb3a4',
  '#1a9f8f',
  '#0a8c7c',
  '#00796b',
  '#00695c',
  '#004d40',
];

/** Base z-index of modals; each further open modal stacks 2 above the previous. */
export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_STEP = 2;

export const theme = createTheme({
  primaryColor: 'primary',
  /** Shade 7 keeps white text at 5.3:1 (WCAG AA). */
  primaryShade: { light: 7, dark: 7 },
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
    // (Modal.extend would only type this object, and bring Modal's code into every page: modals load when opened.)
    Modal: { defaultProps: { zIndex: MODAL_BASE_Z_INDEX, centered: true } },
  },
});

/** Dimmed text darker than Mantine's default (gray-6 is 3.3:1 on white), so secondary text stays readable (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
