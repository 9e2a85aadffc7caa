import { SimpleGrid, Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_ID_PATTERN } from '@bc/shared/contracts';
import { LoadGate } from '@bc/shared/load';
import { prices } from '../../../entities/prices';
import { monthDonations } from '../model';
import { DonateForm } from './donate-form';
import { DonationResult } from './donation-result';
import { MonthDonors } from './month-donors';

const ORDER_ID = new RegExp(ORDER_ID_PATTERN);

/** /donate: the result of a donation one comes back from, the form, and this month's donors. */
export function DonateView() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const [list, listStatus, openPrices, retryPrices] = useUnit([prices.$data, prices.$status, prices.opened, prices.retried]);
  const [month, monthStatus, openMonth, retryMonth] = useUnit([monthDonations.$data, monthDonations.$status, monthDonations.opened, monthDonations.retried]);
  useEffect(() => void openPrices('current'), [openPrices]);
  useEffect(() => void openMonth('current'), [openMonth]);
  return (
    <Stack gap="md">
      {orderId && ORDER_ID.test(orderId) && <DonationResult orderId={orderId} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LoadGate status={listStatus} hasData={list !== null} onRetry={retryPrices} skeleton={<Skeleton h={360} radius="md" />} testId="donate-prices">
          {list && <DonateForm prices={list} />}
        </LoadGate>
        <LoadGate status={monthStatus} hasData={month !== null} onRetry={retryMonth} skeleton={<Skeleton h={240} radius="md" />} testId="donate-month">
          {month && <MonthDonors month={month} />}
        </LoadGate>
      </SimpleGrid>
    </Stack>
  );
}
