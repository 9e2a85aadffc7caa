import { Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $session } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { prices } from '../../../entities/prices';
import { premiumState } from '../model';
import { PremiumBenefits } from './premium-benefits';
import { PremiumPlans } from './premium-plans';
import { PremiumStatus } from './premium-status';

/** /premium: the member's premium (members), what premium gives, and the plans. */
export function PremiumView() {
  const user = useUnit($session);
  const [list, listStatus, openPrices, retryPrices] = useUnit([prices.$data, prices.$status, prices.opened, prices.retried]);
  const [state, stateStatus, openState, retryState] = useUnit([premiumState.$data, premiumState.$status, premiumState.opened, premiumState.retried]);
  const userId = user?.id ?? null;
  useEffect(() => void openPrices('current'), [openPrices]);
  useEffect(() => {
    if (userId !== null) openState(userId);
  }, [userId, openState]);
  return (
    <Stack gap="md">
      {user && (
        <LoadGate status={stateStatus} hasData={state !== null} onRetry={retryState} skeleton={<Skeleton h={120} radius="md" />} testId="premium-state">
          {state && <PremiumStatus state={state} />}
        </LoadGate>
      )}
      <PremiumBenefits />
      <LoadGate status={listStatus} hasData={list !== null} onRetry={retryPrices} skeleton={<Skeleton h={220} radius="md" />} testId="premium-prices">
        {list && <PremiumPlans prices={list} active={user !== null && state?.active === true} />}
      </LoadGate>
    </Stack>
  );
}
