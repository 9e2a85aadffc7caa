import { Button, Group, Stack } from '@bc/shared/mantine';
import { PasswordField } from '@bc/shared/ui/password-field';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, password, passwordPresent } from '../../../lib/validation';
import { NewPasswordField } from '../../../ui/new-password-field';
import { $passwordError, $passwordPending, $passwordSaves, passwordSubmitted } from '../model';

const FIELDS = ['currentPassword', 'password', 'confirm'] as const;

/** The current password (the caller's own: a moderator's for a member), then the new one, twice. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const [pending, error, saves, submitted] = useUnit([$passwordPending, $passwordError, $passwordSaves, passwordSubmitted]);
  const form = useForm({
    initial: { currentPassword: '', password: '', confirm: '' },
    validate: (values) => ({
      currentPassword: text(check(values.currentPassword, passwordPresent)),
      password: text(check(values.password, password)),
      confirm: values.confirm === values.password ? undefined : text('passwordsDiffer'),
    }),
  });
  useServerFieldError(error, FIELDS, form.showErrors);
  const { reset } = form;
  useEffect(() => {
    if (saves > 0) reset();
  }, [saves, reset]);

  return (
    <form onSubmit={form.submit((values) => submitted({ password: values.password, currentPassword: values.currentPassword }))} noValidate data-testid="password-form">
      <Stack gap="md">
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.input('currentPassword')}
        />
        <NewPasswordField label={t('fields.newPassword')} {...form.input('password')} />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.input('confirm')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('edit.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
