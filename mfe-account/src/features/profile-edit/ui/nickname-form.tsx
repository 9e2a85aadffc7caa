import { Button, Group, Stack, Text, TextInput, useDisclosure } from '@bc/shared/mantine';
import { Modal } from '@bc/shared/mantine/modal';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, nickname as nicknameRule } from '../../../lib/validation';
import { $nicknameError, $nicknamePending, nicknameSubmitted } from '../model';

const FIELDS = ['nickname'] as const;

/**
 * The nickname (the address of the profile): the member's own, or, for a moderator editing a member, theirs
 * after a confirmation (the member's old address stops working).
 */
export function NicknameForm({ nickname, own }: { nickname: string; own: boolean }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const [confirming, dialog] = useDisclosure(false);
  const [pending, error, submitted] = useUnit([$nicknamePending, $nicknameError, nicknameSubmitted]);
  const form = useForm({
    initial: { nickname },
    validate: (values) => ({ nickname: text(check(values.nickname, nicknameRule)) }),
  });
  useServerFieldError(error, FIELDS, form.showErrors);
  const next = form.values.nickname.trim();
  const unchanged = next === nickname;

  const confirm = () => {
    dialog.close();
    submitted(next);
  };

  return (
    <form
      onSubmit={form.submit(() => {
        if (unchanged) return;
        if (own) submitted(next);
        else dialog.open();
      })}
      noValidate
      data-testid="nickname-form"
    >
      <Stack gap="md">
        <TextInput
          label={t('fields.nickname')}
          description={own ? t('fields.nicknameHint') : t('edit.nickname.memberHint')}
          autoComplete={own ? 'username' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.input('nickname')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={unchanged}>
            {t('edit.nickname.submit')}
          </Button>
        </Group>
      </Stack>
      {!own && (
        <Modal opened={confirming} onClose={dialog.close} title={t('edit.nickname.confirmTitle', { nickname })} size="md">
          <Stack gap="md" data-testid="nickname-confirm">
            <Text size="sm">{t('edit.nickname.confirmText', { nickname, next })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dialog.close}>
                {t('common:actions.cancel')}
              </Button>
              <Button onClick={confirm} data-autofocus data-testid="nickname-confirm-submit">
                {t('edit.nickname.submit')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </form>
  );
}
