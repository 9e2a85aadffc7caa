import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@bc/shared';

/** /pets: the search list (filters panel and results; the search itself arrives with the pets issue). */
export default function PetsPage() {
  const { t } = useTranslation('pets');
  const [params] = useSearchParams();
  return (
    <PageLayout route="pets" description={t('search.description')}>
      <SimpleGrid cols={{ base: 1, md: 4 }} spacing="lg">
        <Paper withBorder p="md" component="aside" aria-label={t('search.filters')}>
          <Stack gap="sm">
            <Text fw={600}>{t('search.filters')}</Text>
            <TextInput label={t('search.query')} defaultValue={params.get('q') ?? ''} placeholder={t('search.queryPlaceholder')} />
          </Stack>
        </Paper>
        <Stack style={{ gridColumn: 'span 3' }}>
          <Text c="dimmed">{t('search.results')}</Text>
        </Stack>
      </SimpleGrid>
    </PageLayout>
  );
}
