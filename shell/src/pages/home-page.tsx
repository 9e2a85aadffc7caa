import { Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@bc/shared/mantine';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '@bc/shared';
import classes from './home-page.module.css';

/** The latest announcements load in a chunk of their own, after the page (the load model and pet module stay off the home page's first load). */
const HomeAnnouncements = lazy(() => import('./home-announcements').then((m) => ({ default: m.HomeAnnouncements })));

const FEATURES = [
  { key: 'pedigree', route: 'pets' },
  { key: 'coi', route: 'possible-mating' },
  { key: 'health', route: 'pets' },
  { key: 'litters', route: 'litters-add' },
] as const;

export function HomePage() {
  const { t } = useTranslation('shell');
  const path = useLocalePath();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(path('pets', {}, { q: query.trim() || undefined }));
  };

  return (
    <>
      <section className={classes.hero}>
        <Container>
          <Stack gap="lg" maw={720} py={{ base: 40, sm: 72 }}>
            <Title order={1} className={classes.title}>
              {t('home.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('home.subtitle')}
            </Text>
            <form onSubmit={search} role="search">
              <Group gap="sm" wrap="nowrap" align="flex-end">
                <TextInput
                  flex={1}
                  size="md"
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                  label={t('home.searchLabel')}
                  placeholder={t('home.searchPlaceholder')}
                />
                <Button type="submit">{t('home.searchButton')}</Button>
              </Group>
            </form>
          </Stack>
        </Container>
      </section>
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.key} withBorder padding="lg">
              <Stack gap="xs" h="100%">
                <Title order={2} size="h4">
                  {t(`home.features.${feature.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" flex={1}>
                  {t(`home.features.${feature.key}.text`)}
                </Text>
                <Button component={Link} to={path(feature.route)} variant="light" size="sm">
                  {t(`home.features.${feature.key}.action`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Container pb="xl">
        <Suspense fallback={null}>
          <HomeAnnouncements />
        </Suspense>
      </Container>
    </>
  );
}
