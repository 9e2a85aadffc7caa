/**
 * The parts of the shared UI layer (shared/src/mantine/<part>.ts, besides its index): each a singleton of its own,
 * which the shell provides and loads only when a page first needs it.
 */
export const MANTINE_PARTS = [
  'checkbox',
  'close-button',
  'collapse',
  'combobox',
  'display',
  'fieldset',
  'file-button',
  'grid',
  'menu',
  'modal',
  'modals',
  'multi-select',
  'native-select',
  'number-input',
  'pagination',
  'password-input',
  'popover',
  'progress',
  'radio',
  'scroll-area',
  'segmented-control',
  'select',
  'slider',
  'switch',
  'table',
  'tabs',
  'textarea',
  'timeline',
] as const;

export type MantinePart = (typeof MANTINE_PARTS)[number];

/**
 * The one list of shared singletons. The shell provides each of them (shell/src/app/federation-host.ts) and every
 * remote's module-federation.config.ts consumes them, so React, the router, Mantine (the shared UI layer), Effector,
 * i18next and the `@bc/shared` package exist once at runtime across the shell and every remote. Never eager, never
 * tree-shaken by the federation: where the shell provides less than the whole package (the UI layer, the router and
 * react-i18next, see shared/src/provided), a test checks that the apps use nothing else. A few large parts load only
 * when a page needs them: the UI layer's parts and react-i18next's Trans (`@bc/shared/trans`).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router',
  'effector',
  'effector-react',
  'i18next',
  'react-i18next',
  'ofetch',
  '@bc/shared',
  '@bc/shared/trans',
  '@bc/shared/load',
  '@bc/shared/list',
  '@bc/shared/pets',
  '@bc/shared/exports',
  '@bc/shared/mantine',
  ...MANTINE_PARTS.map((part) => `@bc/shared/mantine/${part}` as const),
] as const;

export type SingletonName = (typeof SINGLETONS)[number];

/** The remotes the shell can load, by federation name, with the port each uses on a developer's machine. */
export const REMOTES = {
  mfe_pets: { dir: 'mfe-pets', port: 3001 },
  mfe_pedigree: { dir: 'mfe-pedigree', port: 3002 },
  mfe_matings: { dir: 'mfe-matings', port: 3003 },
  mfe_account: { dir: 'mfe-account', port: 3004 },
  mfe_moderation: { dir: 'mfe-moderation', port: 3005 },
  mfe_payments: { dir: 'mfe-payments', port: 3006 },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export const SHELL_PORT = 3000;
export const API_PORT = 3100;
