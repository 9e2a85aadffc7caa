import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, normaliseError, openModal, useLocale } from '@bc/shared';
import { PREMIUM_PERIODS, type PremiumPeriod, type PriceList } from '@bc/shared/contracts';
import { checkout } from '../../../lib/checkout';
import { formatMoney } from '../../../lib/money';
import { buyPremium } from '../api/buy-premium';

/** The month and year plans with their prices, auto-renewal, and the way to pay (visitors are asked to sign in). */
export function PremiumPlans({ prices, active }: { prices: PriceList; active: boolean }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const user = useUnit($session);
  const headingId = useId();
  const [autoPay, setAutoPay] = useState(true);
  const [buying, setBuying] = useState<PremiumPeriod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const yearSaving = prices.premium.month * 12 - prices.premium.year;

  const buy = async (period: PremiumPeriod) => {
    if (!user) return openModal('auth', { tab: 'login' });
    setBuying(period);
    setFailure(null);
    try {
      const { confirmationUrl } = await buyPremium({ paymentType: period, autoPay, locale });
      checkout.open(confirmationUrl);
    } catch (caught) {
      setFailure(t(normaliseError(caught).statusCode === 502 ? 'premium.plans.providerDown' : 'premium.plans.failed'));
      setBuying(null);
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="premium-plans">
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {t(active ? 'premium.plans.extendTitle' : 'premium.plans.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PREMIUM_PERIODS.map((period) => (
            <Paper key={period} withBorder radius="md" p="md" data-testid={`premium-plan-${period}`}>
              <Stack gap={6} h="100%" justify="space-between">
                <div>
                  <Text fw={600}>{t(`premium.plans.${period}`)}</Text>
                  <Text fz={{ base: 'xl', sm: 'h2' }} fw={700} data-testid={`premium-price-${period}`}>
                    {formatMoney(prices.premium[period], prices.currency, locale)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {period === 'year' && yearSaving > 0
                      ? t('premium.plans.yearSaving', { amount: formatMoney(yearSaving, prices.currency, locale) })
                      : t(`premium.plans.${period}Note`)}
                  </Text>
                </div>
                <Button onClick={() => buy(period)} loading={buying === period} disabled={buying !== null && buying !== period} data-testid={`premium-buy-${period}`}>
                  {user ? t('premium.plans.buy') : t('premium.plans.signIn')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {user && (
          <Checkbox
            checked={autoPay}
            onChange={(event) => setAutoPay(event.currentTarget.checked)}
            label={t('premium.plans.autoPay')}
            description={t('premium.plans.autoPayNote')}
            data-testid="premium-buy-auto-pay"
          />
        )}
        <Text size="xs" c="dimmed">
          {t('premium.plans.secure')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="premium-buy-error">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
