import { List, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a test mating is and what the page computes: shown while neither parent is chosen. */
export function MatingIntro() {
  const { t } = useTranslation('matings');
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid="mating-intro">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {t('intro.title')}
        </Title>
        <Text size="sm">{t('intro.what')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('intro.coi')}</List.Item>
          <List.Item>{t('intro.ancestors')}</List.Item>
          <List.Item>{t('intro.diseases')}</List.Item>
          <List.Item>{t('intro.tree')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('intro.share')}
        </Text>
      </Stack>
    </Paper>
  );
}
