import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, LIMITS, useLocale, type ModalComponentProps } from '@bc/shared';
import { useFailureText, useServerFieldError } from '../../../lib/failure';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, email, maxLength, requiredText } from '../../../lib/validation';
import { FormAlert } from '../../../ui/form-alert';
import { EmailField } from '../../../ui/email-field';
import {
  $requestError,
  $requestPending,
  $requestSent,
  accountRequestClosed,
  accountRequestOpened,
  accountRequestSubmitted,
} from '../model';

const FIELDS = ['info', 'email'] as const;

/**
 * The 'account-request' modal (props: `userId`, `nickname`): "this is my kennel / connect me" — a note for the
 * moderators and an address to answer to.
 */
export function AccountRequestModal({ close, props }: ModalComponentProps<'account-request'>) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const failureText = useFailureText();
  const locale = useLocale();
  const userId = Number(props.userId);
  const nickname = typeof props.nickname === 'string' ? props.nickname : '';
  const [session, pending, error, sent, opened, closed, submitted] = useUnit([
    $session,
    $requestPending,
    $requestError,
    $requestSent,
    accountRequestOpened,
    accountRequestClosed,
    accountRequestSubmitted,
  ]);
  const [initial] = useState(() => ({ info: '', email: session?.email ?? '' }));
  const form = useForm({
    initial,
    validate: (values) => ({
      info: text(check(values.info, requiredText, maxLength(LIMITS.text)), { max: LIMITS.text }),
      email: text(check(values.email, email)),
    }),
  });
  const field = useServerFieldError(error, FIELDS, form.showErrors);

  useLayoutEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  useEffect(() => {
    if (sent) close();
  }, [sent, close]);

  return (
    <form
      onSubmit={form.submit((values) => submitted({ userId, info: values.info, email: values.email, locale }))}
      noValidate
      data-testid="account-request-form"
    >
      <Stack gap="md">
        <Text size="sm">{t('request.intro', { nickname })}</Text>
        <Textarea
          label={t('request.info')}
          description={t('request.infoHint')}
          required
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          {...form.input('info')}
        />
        <EmailField label={t('request.email')} description={t('request.emailHint')} {...form.input('email')} />
        <FormAlert>{error && !field ? failureText(error) : null}</FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!Number.isInteger(userId) || userId < 1}>
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
