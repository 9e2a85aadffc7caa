import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function PedigreePage() {
  const { t } = useTranslation('pedigree');
  const { t: tc } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {tc('routes.pets-id-pedigree')}
      </Title>
      <Text c="dimmed">{t('pages.pets-id-pedigree')}</Text>
    </Stack>
  );
}
