import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLayout, type RouteNameOf } from '@bc/shared';

interface Section {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

/** A text page whose sections live in the shell's translations (`pages.<route>.sections`). */
export function ContentPage({ route }: { route: RouteNameOf<'shell'> }) {
  const { t } = useTranslation('shell');
  const sections = t(`pages.${route}.sections`, { returnObjects: true, defaultValue: [] }) as Section[] | string;
  const lead = t(`pages.${route}.lead`, { defaultValue: '' });
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
