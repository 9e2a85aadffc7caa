/**
 * What the shell provides to the remotes as `react-i18next`: the parts the apps use. `Trans` is apart, loaded by the
 * pages that use it (`@bc/shared/trans`). A remote that needs another export adds it here (provided.test.ts fails
 * until then); like any `@bc/shared` change, the shell is deployed first.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
