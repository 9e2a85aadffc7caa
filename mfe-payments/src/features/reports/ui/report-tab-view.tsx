import { Button, List, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { NativeSelect } from '@bc/shared/mantine/native-select';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, LOCALE_NAMES, LOCALES, type Locale, normaliseError, useLocale, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { prices } from '../../../entities/prices';
import { checkout } from '../../../lib/checkout';
import { formatMoney } from '../../../lib/money';
import { buyReport } from '../api/buy-report';
import { myReports } from '../model';
import { ReportList } from './report-list';

const CONTENTS = ['identity', 'chart', 'coi', 'ancestors', 'health', 'relatives', 'litters', 'verification'] as const;

/** The pet page's report tab: what a report holds, its price (free with premium), the buy button and my reports of this dog. */
export function ReportTabView({ petId }: { petId: number }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const path = useLocalePath();
  const user = useUnit($session);
  const headingId = useId();
  const [language, setLanguage] = useState<Locale>(locale);
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [list, listStatus, openPrices, retryPrices] = useUnit([prices.$data, prices.$status, prices.opened, prices.retried]);
  const [mine, mineStatus, openMine, retryMine] = useUnit([myReports.$data, myReports.$status, myReports.opened, myReports.retried]);
  const premium = user?.premiumUntil != null && new Date(user.premiumUntil) > new Date();
  useEffect(() => void openPrices('current'), [openPrices]);
  useEffect(() => void openMine({ page: 1, limit: 100, petId }), [openMine, petId]);
  const reload = useCallback(() => retryMine(), [retryMine]);

  const buy = async () => {
    setBuying(true);
    setFailure(null);
    try {
      const answer = await buyReport({ petId, language, locale });
      if (answer.kind === 'checkout') return checkout.open(answer.confirmationUrl);
      reload();
    } catch (caught) {
      setFailure(t(normaliseError(caught).statusCode === 502 ? 'premium.plans.providerDown' : 'reports.buyFailed'));
    }
    setBuying(false);
  };

  return (
    <Stack gap="md" data-testid="report-tab">
      <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id={headingId}>
            {t('reports.contents.title')}
          </Title>
          <List size="sm" spacing={4}>
            {CONTENTS.map((item) => (
              <List.Item key={item}>{t(`reports.contents.${item}`)}</List.Item>
            ))}
          </List>
          <LoadGate status={listStatus} hasData={list !== null} onRetry={retryPrices} skeleton={<Skeleton h={40} />} testId="report-price">
            {list && (
              <Text fw={600} data-testid="report-price-text">
                {premium ? t('reports.freeWithPremium') : t('reports.price', { price: formatMoney(list.report, list.currency, locale) })}
              </Text>
            )}
          </LoadGate>
          <NativeSelect
            label={t('reports.language')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
            data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            maw={280}
            data-testid="report-language"
          />
          <Button onClick={buy} loading={buying} style={{ alignSelf: 'flex-start' }} data-testid="report-buy">
            {premium ? t('reports.get') : t('reports.buy')}
          </Button>
          {!premium && (
            <Text size="sm" c="dimmed">
              {t('reports.premiumHint')}{' '}
              <a href={path('premium')}>{t('matingPayment.toPremium')}</a>
            </Text>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="report-buy-error">
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>
      <LoadGate status={mineStatus} hasData={mine !== null} onRetry={retryMine} skeleton={<Skeleton h={80} radius="md" />} testId="report-mine">
        {mine && mine.items.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('reports.yours')}
            </Title>
            <ReportList reports={mine.items} showPet={false} onChanged={reload} />
          </Stack>
        )}
      </LoadGate>
    </Stack>
  );
}
