/**
 * react-i18next's `Trans` (with the HTML parser it brings, ~7 KB gzip), apart from the rest of react-i18next
 * (shared/src/provided/react-i18next.ts): the shell provides it as a singleton of its own, loaded by the pages that
 * use it. Apps import it from here (`@bc/shared/trans`), never from react-i18next (provided.test.ts).
 */
export { Trans } from 'react-i18next';
