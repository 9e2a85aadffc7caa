import { Button, Group, SimpleGrid, Stack, TextInput } from '@bc/shared/mantine';
import { Fieldset } from '@bc/shared/mantine/fieldset';
import { Select } from '@bc/shared/mantine/select';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $countries, dictionaryName, LIMITS, LOCALE_NAMES, LOCALES, useLocale, type Locale } from '@bc/shared';
import type { Contacts, EditableProfile } from '@bc/shared/contracts';
import { useServerFieldError } from '../../../lib/failure';
import { CONTACT_KINDS, type ContactKind } from '../../../lib/contacts';
import { useForm } from '../../../lib/form';
import { useValidationText } from '../../../lib/use-validation-text';
import { check, maxLength, optionalEmail, optionalUrl, type Rule } from '../../../lib/validation';
import { $profileError, $profilePending, profileSubmitted, type ProfileChanges } from '../model';

const TEXT_FIELDS = ['displayName', 'country', 'city', 'kennelName', 'kennelPrefix'] as const;
const FIELDS = [...TEXT_FIELDS, ...CONTACT_KINDS, 'about', 'locale'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const CONTACT_RULES: Partial<Record<ContactKind, Rule>> = { email: optionalEmail, website: optionalUrl };
const CONTACT_INPUT: Partial<Record<ContactKind, { type: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url' }>> = {
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  viber: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  website: { type: 'url', autoComplete: 'url', inputMode: 'url' },
};

function initialValues(profile: EditableProfile): Values {
  const contacts = Object.fromEntries(CONTACT_KINDS.map((kind) => [kind, profile.contacts?.[kind] ?? '']));
  return {
    displayName: profile.displayName ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    kennelName: profile.kennelName ?? '',
    kennelPrefix: profile.kennelPrefix ?? '',
    about: profile.about ?? '',
    locale: profile.locale,
    ...contacts,
  } as Values;
}

/** Empty text is "not set" (null); contacts keep only the filled ones. */
export function toChanges(values: Values): ProfileChanges {
  const text = (value: string) => value.trim() || null;
  const contacts: Contacts = {};
  for (const kind of CONTACT_KINDS) {
    const value = values[kind].trim();
    if (value) contacts[kind] = value;
  }
  return {
    displayName: text(values.displayName),
    country: values.country || null,
    city: text(values.city),
    kennelName: text(values.kennelName),
    kennelPrefix: text(values.kennelPrefix),
    contacts,
    about: text(values.about),
    locale: values.locale as Locale,
  };
}

/** Display name, country, city, kennel, contacts, about and the preferred language. */
export function ProfileForm({ profile }: { profile: EditableProfile }) {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const locale = useLocale();
  const [countries, pending, error, submitted] = useUnit([$countries, $profilePending, $profileError, profileSubmitted]);
  const [initial] = useState(() => initialValues(profile));
  const form = useForm<Values>({
    initial,
    validate: (values) => {
      const errors: Partial<Record<Field, string>> = {};
      for (const field of TEXT_FIELDS) errors[field] = text(check(values[field], maxLength(LIMITS.name)), { max: LIMITS.name });
      for (const kind of CONTACT_KINDS) {
        const rules = [CONTACT_RULES[kind], maxLength(LIMITS.contact)].filter((rule): rule is Rule => Boolean(rule));
        errors[kind] = text(check(values[kind], ...rules), { max: LIMITS.contact });
      }
      errors.about = text(check(values.about, maxLength(LIMITS.text)), { max: LIMITS.text });
      return errors;
    },
  });
  useServerFieldError(error, FIELDS, form.showErrors);

  const countryOptions = useMemo(
    () =>
      countries
        .map((item) => ({ value: item.id, label: dictionaryName(item, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries, locale],
  );
  const localeOptions = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

  const input = (field: Field) => ({
    id: form.fieldId(field),
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(field, event.currentTarget.value),
    error: form.errors[field],
  });

  return (
    <form onSubmit={form.submit((values) => submitted(toChanges(values)))} noValidate data-testid="profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('edit.fields.displayName')} autoComplete="name" maxLength={LIMITS.name} {...input('displayName')} />
          <Select
            id={form.fieldId('country')}
            label={t('edit.fields.country')}
            placeholder={t('edit.fields.countryPlaceholder')}
            data={countryOptions}
            value={form.values.country || null}
            onChange={(value) => form.setValue('country', value ?? '')}
            error={form.errors.country}
            searchable
            clearable
            nothingFoundMessage={t('edit.fields.nothingFound')}
          />
          <TextInput label={t('edit.fields.city')} autoComplete="address-level2" maxLength={LIMITS.name} {...input('city')} />
          <Select
            id={form.fieldId('locale')}
            label={t('edit.fields.locale')}
            description={t('edit.fields.localeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={localeOptions}
            value={form.values.locale}
            onChange={(value) => value && form.setValue('locale', value)}
            allowDeselect={false}
            error={form.errors.locale}
          />
          <TextInput label={t('edit.fields.kennelName')} maxLength={LIMITS.name} {...input('kennelName')} />
          <TextInput
            label={t('edit.fields.kennelPrefix')}
            description={t('edit.fields.kennelPrefixHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={LIMITS.name}
            {...input('kennelPrefix')}
          />
        </SimpleGrid>
        <Fieldset legend={t('edit.fields.contacts')} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {CONTACT_KINDS.map((kind) => (
              <TextInput
                key={kind}
                label={t(`contacts.${kind}`)}
                placeholder={t(`edit.placeholders.${kind}`)}
                maxLength={LIMITS.contact}
                {...CONTACT_INPUT[kind]}
                {...input(kind)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Textarea
          label={t('edit.fields.about')}
          description={t('edit.fields.aboutCount', { count: form.values.about.length, max: LIMITS.text })}
          autosize
          minRows={4}
          maxRows={14}
          {...input('about')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="profile-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
