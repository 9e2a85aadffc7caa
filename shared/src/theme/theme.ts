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

/**
 * Text of the light and outline variants (badges, light buttons, alerts) in the colours whose Mantine shades fall
 * below 4.5:1 on their own light background or on white: darker values, so small badge text stays readable (AA).
 * Measured against Mantine's default palette (light text on shade 1, outline text on white, both ≥ 4.6:1).
 */
const LIGHT_TEXT: Record<string, string> = {
  red: '#c52929',
  teal: '#087a57',
  green: '#267937',
  lime: '#4b790b',
  yellow: '#a65600',
  orange: '#bb3e0d',
};
const OUTLINE_TEXT: Record<string, string> = {
  red: 'var(--mantine-color-red-9)',
  blue: 'var(--mantine-color-blue-8)',
  cyan: 'var(--mantine-color-cyan-9)',
  teal: 'var(--mantine-color-teal-9)',
  green: '#29843c',
  lime: '#51820b',
  yellow: '#b35d00',
  orange: '#d0450e',
};
/**
 * The filled variant (buttons, badges, the stud owner's Confirm, moderation's Ban or Delete) with white text: Mantine's
 * shade 7 gives 3.1–4.4:1 on red, blue, cyan, teal, green, lime, yellow and orange, and no shade of green, lime,
 * yellow or orange reaches 4.5:1. Darker fills (and their hover) instead, each at least 4.5:1 with white.
 */
const FILLED: Record<string, [fill: string, hover: string]> = {
  red: ['#c92a2a', '#a61e1e'],
  blue: ['#1971c2', '#1864ab'],
  cyan: ['#0b7285', '#095c6b'],
  teal: ['#087f5b', '#066649'],
  green: ['#267937', '#1d5e2a'],
  lime: ['#4b790b', '#3a5e08'],
  yellow: ['#a65600', '#854500'],
  orange: ['#bb3e0d', '#96320a'],
};
/** The filled variant is white text in both colour schemes: its fills are the same in both. */
const filledVariants: Record<string, string> = {};
for (const [name, [fill, hover]] of Object.entries(FILLED)) {
  filledVariants[`--mantine-color-${name}-filled`] = fill;
  filledVariants[`--mantine-color-${name}-filled-hover`] = hover;
}
const readableVariants: Record<string, string> = {};
for (const [name, value] of Object.entries(LIGHT_TEXT)) readableVariants[`--mantine-color-${name}-light-color`] = value;
for (const [name, value] of Object.entries(OUTLINE_TEXT)) readableVariants[`--mantine-color-${name}-outline`] = value;

/** Dimmed text darker than Mantine's default (gray-6 is 3.3:1 on white), so secondary text stays readable (AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...filledVariants, ...readableVariants },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', ...filledVariants },
});
