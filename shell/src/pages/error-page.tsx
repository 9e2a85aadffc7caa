import { Anchor, Button, Center, Stack, Text, Title } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { $locale, $session, BAN_MESSAGE, formatDate, rememberedBan, useLocalePath } from '@bc/shared';
import { reasonText } from '@bc/shared/contracts';
import { RemoteUnavailableError, resetRemote } from '../app/remotes';
import { isBanned } from '../session/model';
import { errorTitleChanged } from './error-title';

/** The error page: 403 says the page is banned (no button); anything else is "not found" with a button home. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const path = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const banned = isBanned(useUnit($session));

  const remoteDown = error instanceof RemoteUnavailableError;
  const status = isRouteErrorResponse(error) ? error.status : remoteDown ? 503 : 404;
  const forbidden = status === 403;
  const title = remoteDown ? t('errors.remoteTitle') : forbidden ? t('errors.bannedTitle') : t('errors.notFoundTitle');

  useEffect(() => {
    if (!isRouteErrorResponse(error) && !remoteDown) console.error('[shell] unhandled error', error);
  }, [error, remoteDown]);

  useEffect(() => {
    errorTitleChanged(title);
    return () => {
      errorTitleChanged(null);
    };
  }, [title]);

  if (remoteDown) {
    return (
      <Center py={64} px="md" data-testid="remote-error">
        <Stack align="center" gap="md" maw={520} ta="center">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('errors.remoteText')}</Text>
          <Button
            onClick={() => {
              resetRemote(error.remote);
              navigate(location.pathname + location.search, { replace: true });
            }}
            data-testid="remote-retry"
          >
            {t('errors.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Center py={64} px="md" data-testid={forbidden ? 'error-403' : 'error-404'}>
      <Stack align="center" gap="md" maw={560} ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          {status}
        </Text>
        <Title order={1}>{title}</Title>
        {forbidden ? (
          <>
            <Text data-testid="ban-message">{banned ? t('errors.banMessage', BAN_MESSAGE) : t('errors.moderatorsOnly')}</Text>
            {banned && <BanDetails />}
          </>
        ) : (
          <>
            <Text c="dimmed" data-testid="not-found-path">
              {t('errors.notFoundText', { path: location.pathname })}
            </Text>
            <Button component={Link} to={path('index')} data-testid="error-home">
              {t('errors.home')}
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}

/** What the ban cookie remembers of the ban: the reason in the page's language, when it ends, and whom to write to. */
export function BanDetails() {
  const { t } = useTranslation('common');
  const locale = useUnit($locale);
  const ban = rememberedBan();
  if (!ban || (ban.reason === null && ban.contact === null)) return null;
  return (
    <Stack gap={4} data-testid="ban-details">
      {ban.reason !== null && <Text data-testid="ban-reason">{t('errors.banReason', { reason: reasonText(ban.reason, locale) })}</Text>}
      <Text data-testid="ban-until">
        {ban.until ? t('errors.banUntil', { date: `${formatDate(ban.until, locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC` }) : t('errors.banNoEnd')}
      </Text>
      {ban.contact !== null && (
        <Text c="dimmed" data-testid="ban-contact">
          {t('errors.banContact')}{' '}
          <Anchor href={`mailto:${ban.contact}`}>{ban.contact}</Anchor>
        </Text>
      )}
    </Stack>
  );
}
