import { List, Paper, Title } from '@bc/shared/mantine';
import { CheckIcon } from '@bc/shared/mantine/checkbox';
import { ThemeIcon } from '@bc/shared/mantine/display';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What premium gives, in the order the member meets it. */
export const PREMIUM_BENEFITS = ['reports', 'matings', 'studs', 'badge'] as const;

export function PremiumBenefits() {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="premium-benefits">
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t('premium.benefits.title')}
      </Title>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light" color="teal" aria-hidden>
            <CheckIcon size={11} />
          </ThemeIcon>
        }
      >
        {PREMIUM_BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{t(`premium.benefits.${benefit}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
