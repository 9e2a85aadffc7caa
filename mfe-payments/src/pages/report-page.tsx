import { Stack, Text, Title } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';

export default function ReportPage() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('routes.pets-id-report')}
      </Title>
      <Text c="dimmed">{t('descriptions.pets-id-report')}</Text>
    </Stack>
  );
}
