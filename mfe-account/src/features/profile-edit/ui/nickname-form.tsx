import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, nickname as nicknameRule } from '../../../lib/validation';
import { $nicknameError, $nicknamePending, nicknameSubmitted } from '../model';

const FIELDS = ['nickname'] as const;

/** The member's own nickname (the address of their profile). */
export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const [pending, error, submitted] = useUnit([$nicknamePending, $nicknameError, nicknameSubmitted]);
  const form = useForm({
    initial: { nickname },
    validate: (values) => ({ nickname: text(check(values.nickname, nicknameRule)) }),
  });
  useServerFieldError(error, FIELDS, form.showErrors);
  const unchanged = form.values.nickname.trim() === nickname;

  return (
    <form
      onSubmit={form.submit((values) => !unchanged && submitted(values.nickname))}
      noValidate
      data-testid="nickname-form"
    >
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={unchanged}>
            {t('edit.nickname.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
