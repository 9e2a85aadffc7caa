import { List, Stack, Text, Title } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { ensureNamespaceWithFallback, PageLayout, type Locale, type RouteNameOf } from '@bc/shared';

/** The texts of the content pages (shell/locales/pages): ~8 KB gzip a language that no other page needs. */
export const CONTENT_NAMESPACE = 'shell-pages';

/** Loads the content pages' texts in the page's language (and ru, the fallback): the content routes' loader. */
export function loadContentPage(locale: Locale): Promise<void> {
  return ensureNamespaceWithFallback(CONTENT_NAMESPACE, locale, (code) => import(`../../locales/pages/${code}.json`));
}

interface Section {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

/**
 * A text page whose sections live in the shell's `shell-pages` translations (`<route>.sections`), loaded by the page's
 * route (see loadContentPage), not with every page.
 */
export function ContentPage({ route }: { route: RouteNameOf<'shell'> }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const sections = t(`${route}.sections`, { returnObjects: true, defaultValue: [] }) as Section[] | string;
  const lead = t(`${route}.lead`, { defaultValue: '' });
  return (
    <PageLayout route={route} description={lead || undefined}>
      <Stack gap="lg" maw={820}>
        {Array.isArray(sections) &&
          sections.map((section, index) => (
            <Stack key={index} gap="xs">
              {section.heading && <Title order={2} size="h3">{section.heading}</Title>}
              {section.paragraphs?.map((paragraph, p) => <Text key={p}>{paragraph}</Text>)}
              {section.items && (
                <List spacing={4}>
                  {section.items.map((item, i) => (
                    <List.Item key={i}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
      </Stack>
    </PageLayout>
  );
}
