import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../routing/links';
import { breadcrumbChain, type RouteName } from '../routing/routes';
import { useLocale } from './use-locale';
import { usePageTitle } from './use-page-title';

export interface PageLayoutProps {
  /** Base route name of the page: its breadcrumb chain comes from the route table. */
  route: RouteName;
  /** The page's parameters (its breadcrumbs' links take those they need). */
  params?: Readonly<Record<string, string | number>>;
  /** The page heading; defaults to the route's title. A text title also becomes the document title (`pageTitleShown`). */
  title?: ReactNode;
  /** Breadcrumb label of the last crumb when it differs from the title. */
  crumb?: string;
  /** Defaults to the route's description (`common:descriptions.<route>`, also the page's meta description); null hides it. */
  description?: ReactNode | null;
  actions?: ReactNode;
  children?: ReactNode;
  /** Use inside the pet page (already has its own container). */
  bare?: boolean;
}

/** The frame of every page: breadcrumbs, a heading, an optional description and actions. */
export function PageLayout({ route, params, title, crumb, description, actions, children, bare }: PageLayoutProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const chain = breadcrumbChain(route);
  const heading = title ?? t(`routes.${route}`);
  usePageTitle(typeof title === 'string' ? title : null);
  const lead = description === undefined ? t(`descriptions.${route}`, { defaultValue: '' }) || null : description;
  const body = (
    <Stack gap="md">
      {chain.length > 1 && (
        <Breadcrumbs aria-label={t('layout.breadcrumbs')} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
          {chain.map((item, index) =>
            index === chain.length - 1 ? (
              <Text key={item.name} size="sm" c="dimmed" aria-current="page">
                {crumb ?? (typeof heading === 'string' ? heading : t(`routes.${item.name}`))}
              </Text>
            ) : (
              <Anchor key={item.name} component={Link} size="sm" to={routePath(item, params ?? {}, locale)}>
                {t(`routes.${item.name}`)}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {heading}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {actions}
      {children}
    </Stack>
  );
  return bare ? body : <Container py="lg">{body}</Container>;
}
