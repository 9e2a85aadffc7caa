import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.cjs', 'api/src/db/migrations/**', 'e2e/artifacts/**', '**/dist-server/**', '**/.probe/**', 'lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Front-end boundaries (remotes, shell, shared; lint-boundaries.test.ts proves each rule fires on its fixture).
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'lint-fixtures/boundaries/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Element patterns are relative to the repository, wherever ESLint runs from.
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)),
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', basePattern: 'mfe-*', baseCapture: ['remote'], capture: ['feature'] },
        { type: 'remote', pattern: 'mfe-*', capture: ['remote'] },
        { type: 'shell', pattern: 'shell' },
        { type: 'shared', pattern: 'shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { types: { anyOf: ['remote', 'feature'] } } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] }, captured: { remote: '!{{ from.element.captured.remote }}' } } } },
            message: 'A remote never imports another remote: load what it exposes, open its modal or link to its page.',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'Features never import each other: move what both need to entities/, lib/, ui/ or @bc/shared.',
          },
          {
            from: { element: { type: 'shell' } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] } } } },
            message: 'The shell imports no remote: it loads their pages and modals through federation.',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature', 'shell'] } } } },
            message: 'shared imports no app.',
          },
        ],
      }],
    },
  },
  {
    files: ['**/server/**', '**/bench/**', '**/cli/**', '**/scripts/**', 'e2e/**', 'api/src/server.ts', '**/*.test.{ts,tsx}', 'shared/src/node/**'],
    rules: { 'no-console': 'off' },
  },
);
