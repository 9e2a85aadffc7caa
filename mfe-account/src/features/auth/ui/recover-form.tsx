import { Button, Stack, Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { useFailureText } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, email } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { EmailField } from '../../../ui/email-field';
import { $recoverError, $recoverPending, $recoverSent, recoveryRequested } from '../model';
import type { AuthTab } from './auth-tab';
import { SentNotice } from './sent-notice';

export function RecoverForm({ onTab }: { onTab: (tab: AuthTab) => void }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const locale = useLocale();
  const [pending, error, sent, requested] = useUnit([$recoverPending, $recoverError, $recoverSent, recoveryRequested]);
  const form = useForm({
    initial: { email: '' },
    validate: (values) => ({ email: text(check(values.email, email)) }),
  });

  if (sent) {
    return (
      <SentNotice title={t('auth.recover.sentTitle')} action={t('auth.backToLogin')} onAction={() => onTab('login')}>
        {t('auth.recover.sentText')}
      </SentNotice>
    );
  }

  return (
    <form onSubmit={form.submit((values) => requested({ ...values, locale }))} noValidate data-testid="recover-form">
      <Stack gap="md">
        <Text size="sm">{t('auth.recover.intro')}</Text>
        <EmailField label={t('fields.email')} {...form.input('email')} />
        <FormAlert>{error ? failureText(error) : null}</FormAlert>
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.recover.submit')}
        </Button>
      </Stack>
    </form>
  );
}
