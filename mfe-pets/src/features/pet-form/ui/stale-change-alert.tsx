import { Anchor, Button, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { Trans } from '@bc/shared/trans';
import { formatDate, useLocale, useLocalePath } from '@bc/shared';
import type { StaleVersionData } from '@bc/shared/contracts';

/**
 * A save refused because the pet changed after the form was filled (409 `stale-version`): who changed it (when the
 * server names them) and when, and a button that loads the pet again (what was typed here is replaced).
 */
export function StaleChangeAlert({ change, onReload }: { change: StaleVersionData; onReload: () => void }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const path = useLocalePath();
  const date = formatDate(change.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const member = change.updatedBy;
  return (
    <Alert color="orange" variant="light" role="alert" id="pet-form-stale" data-testid="form-stale" title={t('form.stale.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {member ? (
            <Trans
              t={t}
              i18nKey="form.stale.by"
              values={{ name: member.nickname, date }}
              // In a new tab, so the form (and what was typed in it) stays.
              components={{ member: <Anchor href={path('u-nickname', { nickname: member.nickname })} target="_blank" rel="noopener" inherit underline="always" /> }}
            />
          ) : (
            t('form.stale.unknown', { date })
          )}
        </Text>
        <Button size="xs" variant="light" color="orange" onClick={onReload} data-testid="form-stale-reload">
          {t('form.stale.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
