import type { ComponentType } from 'react';
import type { RouteNameOf } from '@bc/shared';
import { ContentPage } from './content-page';
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
