import { Button, Group, Stack } from '@mantine/core';
import { PasswordField } from '@bc/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, password, passwordPresent } from '../../../lib/validation';
import { PasswordStrength } from '../../../ui/password-strength';
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

  const strengthId = `${form.fieldId('password')}-strength`;
  return (
    <form onSubmit={form.submit((values) => submitted({ password: values.password, currentPassword: values.currentPassword }))} noValidate data-testid="password-form">
      <Stack gap="md">
        <PasswordField
          id={form.fieldId('currentPassword')}
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          onChange={(event) => form.setValue('currentPassword', event.currentTarget.value)}
          error={form.errors.currentPassword}
        />
        <Stack gap={6}>
          <PasswordField
            id={form.fieldId('password')}
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby={strengthId}
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.currentTarget.value)}
            error={form.errors.password}
          />
          <PasswordStrength value={form.values.password} id={strengthId} />
        </Stack>
        <PasswordField
          id={form.fieldId('confirm')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={form.values.confirm}
          onChange={(event) => form.setValue('confirm', event.currentTarget.value)}
          error={form.errors.confirm}
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
