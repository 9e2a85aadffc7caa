import { Button, Paper, Stack, Text } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseError, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { prices } from '../../../entities/prices';
import { checkout } from '../../../lib/checkout';
import { formatMoney } from '../../../lib/money';
import { buyMatingPayment } from '../api/buy-mating-payment';

/** The one-off payment for publishing mating `matingId`: its price and the way to the provider's page. */
export function MatingPaymentOffer({ matingId }: { matingId: number }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const [list, status, open, retry] = useUnit([prices.$data, prices.$status, prices.opened, prices.retried]);
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => void open('current'), [open]);

  const pay = async () => {
    setBuying(true);
    setFailure(null);
    try {
      checkout.open((await buyMatingPayment({ matingId, locale })).confirmationUrl);
    } catch (caught) {
      const error = normaliseError(caught);
      setFailure(t(error.statusCode === 502 ? 'premium.plans.providerDown' : error.statusCode === 409 ? 'matingPayment.pay.notNeeded' : 'premium.plans.failed'));
      setBuying(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="mating-payment-offer">
      <Stack gap="sm">
        <Text>{t('matingPayment.pay.lead')}</Text>
        <LoadGate status={status} hasData={list !== null} onRetry={retry} skeleton={<Skeleton h={36} />} testId="mating-payment-price">
          {list && (
            <Button onClick={pay} loading={buying} style={{ alignSelf: 'flex-start' }} data-testid="mating-payment-pay">
              {t('matingPayment.pay.button', { price: formatMoney(list.mating, list.currency, locale) })}
            </Button>
          )}
        </LoadGate>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
