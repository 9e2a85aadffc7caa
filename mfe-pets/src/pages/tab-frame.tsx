import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The frame of a pet-page tab: its heading and its description. */
export function TabFrame({ route, description }: { route: string; description: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t(`routes.${route}`)}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
