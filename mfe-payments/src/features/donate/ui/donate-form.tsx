import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import { Alert } from '@bc/shared/mantine/display';
import { NumberInput } from '@bc/shared/mantine/number-input';
import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, normaliseError, useLocale } from '@bc/shared';
import { PAYMENT_LIMITS, type PriceList } from '@bc/shared/contracts';
import { checkout } from '../../../lib/checkout';
import { formatMoney } from '../../../lib/money';
import { donate } from '../api/donate';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OTHER = 'other';
type Field = 'fullName' | 'email' | 'price';

/** The donation form, for visitors and members: an amount (presets or another), a name, an email for the receipt. */
export function DonateForm({ prices }: { prices: PriceList }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const user = useUnit($session);
  const headingId = useId();
  const { presets, min, max } = prices.donation;
  const [preset, setPreset] = useState(String(presets[Math.min(1, presets.length - 1)]));
  const [other, setOther] = useState<number | string>('');
  const [fullName, setFullName] = useState(user?.displayName ?? user?.nickname ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [notShow, setNotShow] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amount = preset === OTHER ? Number(other) : Number(preset);
  const whole = (units: number) => formatMoney(units * 100, prices.currency, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!Number.isInteger(amount) || amount < min || amount > max) found.price = t('donate.errors.price', { min: whole(min), max: whole(max) });
    if (!fullName.trim()) found.fullName = t('donate.errors.fullName');
    if (!EMAIL.test(email.trim())) found.email = t('donate.errors.email');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const { confirmationUrl } = await donate({ fullName: fullName.trim(), email: email.trim(), price: amount, notShow, locale });
      checkout.open(confirmationUrl);
    } catch (caught) {
      const error = normaliseError(caught);
      const field = error.field as Field | undefined;
      if (error.statusCode === 400 && field && ['fullName', 'email', 'price'].includes(field)) {
        setErrors({ [field]: field === 'price' ? t('donate.errors.price', { min: whole(min), max: whole(max) }) : t(`donate.errors.${field}`) });
      } else setFailure(t(error.statusCode === 502 ? 'donate.errors.providerDown' : 'donate.errors.failed'));
      setSending(false);
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="donate-form-section">
      <form onSubmit={submit} noValidate data-testid="donate-form">
        <Stack gap="sm">
          <Title order={2} fz="lg" id={headingId}>
            {t('donate.form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('donate.form.lead')}
          </Text>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`${headingId}-amount`}>
              {t('donate.form.amount')}
            </Text>
            <Group gap="xs" role="group" aria-labelledby={`${headingId}-amount`} data-testid="donate-amounts">
              {[...presets.map((p) => ({ value: String(p), label: whole(p) })), { value: OTHER, label: t('donate.form.other') }].map((option) => (
                <Button
                  key={option.value}
                  variant={preset === option.value ? 'filled' : 'default'}
                  aria-pressed={preset === option.value}
                  onClick={() => {
                    setPreset(option.value);
                    setErrors((current) => ({ ...current, price: undefined }));
                  }}
                >
                  {option.label}
                </Button>
              ))}
            </Group>
            {preset === OTHER && (
              <NumberInput
                label={t('donate.form.otherAmount', { currency: prices.currency })}
                value={other}
                onChange={setOther}
                min={min}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                error={errors.price}
                data-testid="donate-other"
              />
            )}
            {preset !== OTHER && errors.price && (
              <Text size="sm" c="red" role="alert">
                {errors.price}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('donate.form.fullName')}
            value={fullName}
            onChange={(event) => {
              setFullName(event.currentTarget.value);
              setErrors((current) => ({ ...current, fullName: undefined }));
            }}
            error={errors.fullName}
            maxLength={PAYMENT_LIMITS.donorName}
            required
            autoComplete="name"
            data-testid="donate-name"
          />
          <TextInput
            type="email"
            label={t('donate.form.email')}
            description={t('donate.form.emailNote')}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={errors.email}
            required
            autoComplete="email"
            data-testid="donate-email"
          />
          <Checkbox
            checked={notShow}
            onChange={(event) => setNotShow(event.currentTarget.checked)}
            label={t('donate.form.notShow')}
            data-testid="donate-not-show"
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="donate-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} data-testid="donate-submit">
              {Number.isInteger(amount) && amount >= min && amount <= max ? t('donate.form.submitAmount', { amount: whole(amount) }) : t('donate.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
