import { Button, Group, Loader, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, openModal } from '@bc/shared';
import { RouteButton } from '../../../ui/route-button';
import { useFailureText } from '../../../lib/failure';
import { $activation, $activationError, activationPageOpened, activationRetried, type ActivationState } from '../model';

const TONE: Record<ActivationState, string | undefined> = {
  activating: undefined,
  success: 'teal',
  invalid: 'red',
  used: 'blue',
  expired: 'orange',
  failed: 'red',
};

/** Activates the account of `/activate/{hash}` on mount and says how it went. */
export function ActivationView({ hash }: { hash: string }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [state, error, user, opened, retried] = useUnit([
    $activation,
    $activationError,
    $session,
    activationPageOpened,
    activationRetried,
  ]);

  useEffect(() => {
    opened(hash);
  }, [hash, opened]);

  const signIn = (
    <Button onClick={() => openModal('auth', { tab: 'login' })} data-testid="activation-sign-in">
      {t('auth.login.submit')}
    </Button>
  );
  const actions: Record<ActivationState, ReactNode> = {
    activating: null,
    success: user ? (
      <>
        <RouteButton to="u-edit">{t('activation.fillProfile')}</RouteButton>
        <RouteButton to="u-nickname" params={{ nickname: user.nickname }} variant="light">
          {t('activation.toProfile')}
        </RouteButton>
      </>
    ) : (
      signIn
    ),
    used: (
      <>
        {!user && signIn}
        <Button variant="light" onClick={() => openModal('auth', { tab: 'recover' })}>
          {t('auth.login.forgot')}
        </Button>
      </>
    ),
    invalid: (
      <Button variant="light" onClick={() => openModal('auth', { tab: 'register' })}>
        {t('activation.registerAgain')}
      </Button>
    ),
    // Registering again with the same email sends a fresh link (the new details replace the old ones).
    expired: (
      <>
        <Button onClick={() => openModal('auth', { tab: 'register' })} data-testid="activation-new-link">
          {t('activation.newLink')}
        </Button>
        <Button variant="light" onClick={() => openModal('auth', { tab: 'recover' })}>
          {t('auth.login.forgot')}
        </Button>
      </>
    ),
    failed: error && error.statusCode < 500 ? null : <Button onClick={() => retried()}>{t('common:errors.retry')}</Button>,
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="activation" data-state={state}>
      <Stack gap="md" role={state === 'activating' ? undefined : 'status'} aria-busy={state === 'activating'}>
        {state === 'activating' ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('activation.activating')}</Text>
          </Group>
        ) : (
          <>
            <Title order={2} fz="h3" c={TONE[state]}>
              {t(`activation.${state}.title`)}
            </Title>
            <Text>
              {state === 'failed' && error && error.statusCode < 500 ? failureText(error) : t(`activation.${state}.text`)}
            </Text>
            <Group gap="sm">{actions[state]}</Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
