import { Button, Group, Stack, Text, useDisclosure } from '@bc/shared/mantine';
import { Modal } from '@bc/shared/mantine/modal';
import { PasswordField } from '@bc/shared/ui/password-field';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, passwordPresent } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { $deleteError, $deletePending, deletionConfirmed, deletionDialogClosed } from '../model';

const FIELDS = ['password'] as const;

/**
 * Deleting an account, confirmed with the signed-in member's own password: one's own (the page then goes home,
 * signed out), or, for a moderator editing a member, theirs (the page goes home, the moderator still signed in).
 */
export function DeleteAccount({ own, nickname }: { own: boolean; nickname: string }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const [opened, dialog] = useDisclosure(false);
  const [pending, error, confirmed, closed] = useUnit([
    $deletePending,
    $deleteError,
    deletionConfirmed,
    deletionDialogClosed,
  ]);
  const form = useForm({
    initial: { password: '' },
    validate: (values) => ({ password: text(check(values.password, passwordPresent)) }),
  });
  const field = useServerFieldError(error, FIELDS, form.showErrors);

  const close = () => {
    dialog.close();
    form.reset();
    closed();
  };

  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{own ? t('edit.delete.text') : t('edit.delete.memberText', { nickname })}</Text>
        <Button color="red" variant="outline" onClick={dialog.open} data-testid="delete-open">
          {t('edit.delete.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={own ? t('edit.delete.confirmTitle') : t('edit.delete.memberConfirmTitle', { nickname })}
        size="md"
      >
        <form onSubmit={form.submit((values) => confirmed(values.password))} noValidate data-testid="delete-form">
          <Stack gap="md">
            <Text size="sm">{own ? t('edit.delete.confirmText') : t('edit.delete.memberConfirmText', { nickname })}</Text>
            <PasswordField
              id={form.fieldId('password')}
              label={t('edit.delete.password')}
              autoComplete="current-password"
              required
              data-autofocus
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.currentTarget.value)}
              error={form.errors.password}
            />
            <FormAlert>{error && !field ? failureText(error) : null}</FormAlert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red" loading={pending} data-testid="delete-confirm">
                {t('edit.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
