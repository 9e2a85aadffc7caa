import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocale, useLocalePath, PasswordField } from '@bc/shared';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, email, nickname, password } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { PasswordStrength } from '../../../ui/password-strength';
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

  const strengthId = `${form.fieldId('password')}-strength`;
  return (
    <form
      onSubmit={form.submit(({ rules: _rules, ...values }) => submitted({ ...values, locale }))}
      noValidate
      data-testid="register-form"
    >
      <Stack gap="md">
        <TextInput
          id={form.fieldId('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
          error={form.errors.email}
        />
        <Stack gap={6}>
          <PasswordField
            id={form.fieldId('password')}
            label={t('fields.password')}
            autoComplete="new-password"
            required
            aria-describedby={strengthId}
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.currentTarget.value)}
            error={form.errors.password}
          />
          <PasswordStrength value={form.values.password} id={strengthId} />
        </Stack>
        <TextInput
          id={form.fieldId('nickname')}
          label={t('fields.nickname')}
          description={t('fields.nicknameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.values.nickname}
          onChange={(event) => form.setValue('nickname', event.currentTarget.value)}
          error={form.errors.nickname}
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
