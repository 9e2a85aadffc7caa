import { Stack, Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { RouteButton } from './route-button';

/** "There is no member with this nickname", with a way home (a profile, its edit page). */
export function MemberNotFound({ nickname, testId }: { nickname: string; testId?: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" align="flex-start" data-testid={testId}>
      <Text>{t('profile.notFound.text', { nickname })}</Text>
      <RouteButton to="index">{t('common:errors.home')}</RouteButton>
    </Stack>
  );
}
