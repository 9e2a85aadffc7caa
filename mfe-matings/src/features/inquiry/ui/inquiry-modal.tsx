import { Button, Group, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { Radio } from '@bc/shared/mantine/radio';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, LIMITS, normaliseError, type ApiError, type ModalComponentProps } from '@bc/shared';
import { INQUIRY_TOPICS, MATING_LIMITS, type InquiryTopic } from '@bc/shared/contracts';
import { sendInquiry } from '../api/send-inquiry';
import classes from './inquiry.module.css';

type Field = 'name' | 'email' | 'message' | 'topic';
const FIELDS: readonly string[] = ['name', 'email', 'message', 'topic'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field an API refusal names (`body/email …` or `data.field`), when the form shows it. */
function fieldOf(error: ApiError): Field | null {
  const named = error.field ?? /^body\/(\w+)/.exec(error.message)?.[1];
  return named && FIELDS.includes(named) ? (named as Field) : null;
}

/**
 * The inquiry form of a mating or a litter: name, email, message and what the sender wants. A field no person sees
 * (`website`) catches robots; a refusal is shown at its field, and sending too often gets a polite "try later".
 */
export function InquiryModal({ close, props }: ModalComponentProps<'inquiry'>) {
  const { t } = useTranslation('matings');
  const user = useUnit($session);
  const [values, setValues] = useState({ name: user?.displayName ?? user?.nickname ?? '', email: user?.email ?? '', message: '', website: '' });
  const [topic, setTopic] = useState<InquiryTopic>(props.topic ?? 'reserve-puppy');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('matings.inquiry.errors.name');
    if (!EMAIL.test(values.email.trim())) found.email = t('matings.inquiry.errors.email');
    if (!values.message.trim()) found.message = t('matings.inquiry.errors.message');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await sendInquiry({
        ...('matingId' in props.target ? { id: props.target.matingId } : { litterId: props.target.litterId }),
        ...(values.website ? { website: values.website } : {}),
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        topic,
      });
      setSent(true);
    } catch (caught) {
      const error = normaliseError(caught);
      const field = error.statusCode === 400 ? fieldOf(error) : null;
      if (field) setErrors({ [field]: t(`matings.inquiry.errors.${field}`) });
      else if (error.statusCode === 429) setFailure(t('matings.inquiry.errors.tooMany'));
      else if (error.statusCode === 404) setFailure(t('matings.inquiry.errors.gone'));
      else setFailure(t('matings.inquiry.errors.failed'));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Stack gap="md" data-testid="inquiry-sent">
        <Alert color="teal" variant="light" title={t('matings.inquiry.sentTitle')}>
          {t('matings.inquiry.sentText', { email: values.email.trim() })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={close}>{t('matings.inquiry.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="inquiry-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('matings.inquiry.about', { subject: props.subject })}
        </Text>
        <Radio.Group label={t('matings.inquiry.topic')} value={topic} onChange={(value) => setTopic(value as InquiryTopic)} error={errors.topic}>
          <Stack gap={6} mt={4}>
            {INQUIRY_TOPICS.map((value) => (
              <Radio key={value} value={value} label={t(`matings.inquiry.topics.${value}`)} data-testid={`inquiry-topic-${value}`} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('matings.inquiry.name')}
          value={values.name}
          onChange={(event) => change('name')(event.currentTarget.value)}
          error={errors.name}
          maxLength={LIMITS.name}
          required
          autoComplete="name"
          data-testid="inquiry-name"
        />
        <TextInput
          type="email"
          label={t('matings.inquiry.email')}
          description={t('matings.inquiry.emailHint')}
          value={values.email}
          onChange={(event) => change('email')(event.currentTarget.value)}
          error={errors.email}
          required
          autoComplete="email"
          data-testid="inquiry-email"
        />
        <Textarea
          label={t('matings.inquiry.message')}
          value={values.message}
          onChange={(event) => change('message')(event.currentTarget.value)}
          error={errors.message}
          maxLength={MATING_LIMITS.inquiryMessage}
          autosize
          minRows={4}
          maxRows={10}
          required
          data-testid="inquiry-message"
        />
        {/* A trap for robots: hidden from people and from assistive technology, never focused. */}
        <div className={classes.trap} aria-hidden="true">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => change('website')(event.currentTarget.value)}
              data-testid="inquiry-website"
            />
          </label>
        </div>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="inquiry-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('matings.inquiry.cancel')}
          </Button>
          <Button type="submit" loading={sending} data-testid="inquiry-send">
            {t('matings.inquiry.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

