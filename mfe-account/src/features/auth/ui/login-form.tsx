import { Anchor, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { PasswordField } from '@bc/shared/ui/password-field';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, email, passwordPresent } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { EmailField } from '../../../ui/email-field';
import { $loggedIn, $loginError, $loginPending, loginSubmitted } from '../model';
import type { AuthTab } from './auth-tab';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ onDone, onTab }: { onDone: () => void; onTab: (tab: AuthTab) => void }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const [pending, error, loggedIn, submitted] = useUnit([$loginPending, $loginError, $loggedIn, loginSubmitted]);
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => ({
      email: text(check(values.email, email)),
      password: text(check(values.password, passwordPresent)),
    }),
  });
  const field = useServerFieldError(error, FIELDS, form.showErrors);

  useEffect(() => {
    if (loggedIn) onDone();
  }, [loggedIn, onDone]);

  return (
    <form onSubmit={form.submit((values) => submitted(values))} noValidate data-testid="login-form">
      <Stack gap="md">
        <EmailField label={t('fields.email')} {...form.input('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.input('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onTab('recover')}>
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <FormAlert>{error && !field ? failureText(error) : null}</FormAlert>
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => onTab('register')}>
            {t('auth.login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
