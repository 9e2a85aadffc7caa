import type { ComponentType } from 'react';
import type { Locale, RouteNameOf } from '@bc/shared';
import { ContentPage, loadContentPage } from './content-page';
import { HomePage } from './home-page';
import { StubPage } from './stub-page';

const content = (route: RouteNameOf<'shell'>) => () => <ContentPage route={route} />;

/** Pages the shell renders itself: home, the content pages and the empty stubs (one for each of its routes). */
export const SHELL_PAGES: { [N in RouteNameOf<'shell'>]: ComponentType } = {
  index: HomePage,
  'border-collie-standard': content('border-collie-standard'),
  contacts: content('contacts'),
  faq: content('faq'),
  info: content('info'),
  rules: content('rules'),
  epi: () => <StubPage route="epi" />,
  bcc: () => <StubPage route="bcc" />,
};

/** What a shell page loads before it renders in the browser (its route's loader): the content pages' texts. */
export const SHELL_PAGE_LOADS: { [N in RouteNameOf<'shell'>]?: (locale: Locale) => Promise<void> } = {
  'border-collie-standard': loadContentPage,
  contacts: loadContentPage,
  faq: loadContentPage,
  info: loadContentPage,
  rules: loadContentPage,
};
