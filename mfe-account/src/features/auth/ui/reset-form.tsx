import { Anchor, Button, Stack, Text } from '@bc/shared/mantine';
import { PasswordField } from '@bc/shared/ui/password-field';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, password } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { NewPasswordField } from '../../../ui/new-password-field';
import { $resetDone, $resetError, $resetPending, newPasswordSubmitted } from '../model';
import type { AuthTab } from './auth-tab';
import { SentNotice } from './sent-notice';

const FIELDS = ['password', 'confirm'] as const;

/** Sets a new password from the emailed reset link (`?reset=<token>`). */
export function ResetForm({ token, onTab }: { token: string; onTab: (tab: AuthTab) => void }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const [pending, error, done, submitted] = useUnit([$resetPending, $resetError, $resetDone, newPasswordSubmitted]);
  const form = useForm({
    initial: { password: '', confirm: '' },
    validate: (values) => ({
      password: text(check(values.password, password)),
      confirm: values.confirm === values.password ? undefined : text('passwordsDiffer'),
    }),
  });
  const field = useServerFieldError(error, FIELDS, form.showErrors);

  if (done) {
    return (
      <SentNotice title={t('auth.reset.doneTitle')} action={t('auth.login.submit')} onAction={() => onTab('login')}>
        {t('auth.reset.doneText')}
      </SentNotice>
    );
  }

  return (
    <form
      onSubmit={form.submit((values) => submitted({ password: values.password, id: token }))}
      noValidate
      data-testid="reset-form"
    >
      <Stack gap="md">
        <Text size="sm">{t('auth.reset.intro')}</Text>
        <NewPasswordField label={t('fields.newPassword')} {...form.input('password')} />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.input('confirm')}
        />
        {error && !field && (
          <FormAlert>
            <Stack gap={4}>
              <span>{failureText(error)}</span>
              <Anchor component="button" type="button" size="sm" onClick={() => onTab('recover')}>
                {t('auth.reset.requestNew')}
              </Anchor>
            </Stack>
          </FormAlert>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
