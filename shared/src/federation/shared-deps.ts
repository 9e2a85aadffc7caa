/**
 * The one list of shared singletons. Every app's module-federation.config.ts imports it, so React, the router,
 * Mantine, Effector, i18next and the `@bc/shared` package exist once at runtime across the shell and every remote.
 * Never eager (the entry only does `import('./bootstrap')`), and never tree-shaken.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/modals',
  'effector',
  'effector-react',
  'i18next',
  'react-i18next',
  'ofetch',
  '@bc/shared',
] as const;

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
