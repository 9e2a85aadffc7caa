import { Anchor, Button, Stack, TextInput } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@bc/shared/trans';
import { useLocale, useLocalePath } from '@bc/shared';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, email, nickname, password } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { NewPasswordField } from '../../../ui/new-password-field';
import { EmailField } from '../../../ui/email-field';
import { $registeredEmail, $registerError, $registerPending, registrationSubmitted } from '../model';
import type { AuthTab } from './auth-tab';
import { SentNotice } from './sent-notice';

const FIELDS = ['email', 'password', 'nickname', 'rules'] as const;

export function RegisterForm({ onTab }: { onTab: (tab: AuthTab) => void }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const locale = useLocale();
  const path = useLocalePath();
  const [pending, error, registeredEmail, submitted] = useUnit([
    $registerPending,
    $registerError,
    $registeredEmail,
    registrationSubmitted,
  ]);
  const form = useForm({
    initial: { email: '', password: '', nickname: '', rules: false as boolean },
    validate: (values) => ({
      email: text(check(values.email, email)),
      password: text(check(values.password, password)),
      nickname: text(check(values.nickname, nickname)),
      rules: values.rules ? undefined : text('rulesRequired'),
    }),
  });
  const field = useServerFieldError(error, FIELDS, form.showErrors);

  if (registeredEmail) {
    return (
      <SentNotice title={t('auth.register.sentTitle')} action={t('auth.backToLogin')} onAction={() => onTab('login')}>
        {t('auth.register.sentText', { email: registeredEmail })}
      </SentNotice>
    );
  }

  return (
    <form
      onSubmit={form.submit(({ rules: _rules, ...values }) => submitted({ ...values, locale }))}
      noValidate
      data-testid="register-form"
    >
      <Stack gap="md">
        <EmailField label={t('fields.email')} {...form.input('email')} />
        <NewPasswordField label={t('fields.password')} {...form.input('password')} />
        <TextInput
          label={t('fields.nickname')}
          description={t('fields.nicknameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.input('nickname')}
        />
        <Checkbox
          id={form.fieldId('rules')}
          checked={form.values.rules}
          onChange={(event) => form.setValue('rules', event.currentTarget.checked)}
          error={form.errors.rules}
          aria-invalid={form.errors.rules ? true : undefined}
          label={
            <Trans
              t={t}
              i18nKey="auth.register.acceptRules"
              // A plain link: the shell renders modals outside the router, and the rules open in a new tab.
              components={{ rules: <Anchor href={path('rules')} target="_blank" rel="noopener" /> }}
            />
          }
        />
        <FormAlert>{error && !field ? failureText(error) : null}</FormAlert>
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
