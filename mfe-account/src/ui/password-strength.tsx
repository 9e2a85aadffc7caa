import { Stack, Text } from '@bc/shared/mantine';
import { Progress } from '@bc/shared/mantine/progress';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../lib/validation';

const LEVELS = ['', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['gray', 'red', 'yellow', 'teal', 'green'] as const;

/** The strength hint under a new-password field. */
export function PasswordStrength({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('account');
  const score = passwordStrength(value);
  return (
    <Stack gap={4} id={id}>
      <Progress
        value={score * 25}
        color={COLORS[score]}
        size="sm"
        aria-hidden
        transitionDuration={150}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {score === 0 ? t('password.hint') : t('password.strength', { level: t(`password.levels.${LEVELS[score]}`) })}
      </Text>
    </Stack>
  );
}
