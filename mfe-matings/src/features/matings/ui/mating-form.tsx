import { DateField } from '@bc/shared/ui/date-field';
import { ActionIcon, Button, Group, Input, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { $countries, normaliseError, openModal, Section, useLocale, useLocalePath } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { optionsOf } from '@bc/shared/pets';
import { MATING_LIMITS, MATING_STATUSES, type MatingDetail } from '@bc/shared/contracts';
import { addMating } from '../api/add-mating';
import { saveMating } from '../api/save-mating';
import { setMatingPublish } from '../api/set-mating-publish';
import { errorOf, fieldOf, serverErrors, type FieldError, type FormErrors, type FormField } from '../lib/form-errors';
import { addBody, emptyForm, saveBody, sireIdOf, valuesOf, type MatingFormValues } from '../lib/form-values';
import { editedMating, pairCheck } from '../model/form';
import { PAYMENT_REQUIRED } from '../model/mating';
import { DamSelect } from './dam-select';
import { CoiLight, DnaRisks, RuleWarnings } from './genetics-summary';
import { SireField } from './sire-field';

/** The refusal of a save made on a version someone else has changed since (the form offers to load the current one). */
const STALE = 'matings.form.errors.code.stale-version';

/** What the form checks before asking the API (the API checks everything again). */
function localErrors(values: MatingFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.dam) errors.dam = { key: 'matings.form.errors.damRequired' };
  if (!values.sire) errors.sire = { key: 'matings.form.errors.sireRequired' };
  if (values.sire?.kind === 'new' && !values.sire.values.registeredName.trim()) errors['newSire.registeredName'] = { key: 'matings.form.errors.nameRequired' };
  const dates = values.dates.filter(Boolean);
  if (dates.length === 0) errors.dates = { key: 'matings.form.errors.dateRequired' };
  else if (new Set(dates).size !== dates.length) errors.dates = { key: 'matings.form.errors.dateTwice' };
  return errors;
}

/** The live check of the pair: its COI light, rule warnings and DNA risks, and what a save would refuse. */
function PairCheck({ values }: { values: MatingFormValues }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const [data, status, opened, retried] = useUnit([pairCheck.$data, pairCheck.$status, pairCheck.opened, pairCheck.retried]);
  const damId = values.dam?.id ?? null;
  const sireId = sireIdOf(values);
  const date = values.dates.filter(Boolean).sort()[0];
  useEffect(() => {
    if (damId !== null && sireId !== null) opened({ damId, sireId, locale, ...(date ? { date } : {}) });
  }, [damId, sireId, date, locale, opened]);

  if (values.sire?.kind === 'new') {
    return (
      <Text size="sm" c="dimmed" data-testid="pair-check-new-sire">
        {t('matings.form.checkNewSire')}
      </Text>
    );
  }
  if (damId === null || sireId === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="pair-check-empty">
        {t('matings.form.checkEmpty')}
      </Text>
    );
  }
  if (status === 'failed' && !data) return <LoadFailure onRetry={retried} testId="pair-check" />;
  if (!data) {
    return (
      <Text size="sm" c="dimmed">
        {t('matings.form.checking')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="pair-check" style={{ opacity: status === 'loading' ? 0.6 : 1 }} aria-busy={status === 'loading'}>
      <CoiLight genetics={data.genetics} />
      <RuleWarnings genetics={data.genetics} />
      <DnaRisks risks={data.genetics.dna.filter((risk) => risk.flagged)} />
    </Stack>
  );
}

/** The problems the live check found, at their fields (the save would refuse them). */
function useLiveProblems(values: MatingFormValues): FormErrors {
  const [data, query] = useUnit([pairCheck.$data, pairCheck.$query]);
  const sireId = sireIdOf(values);
  if (!data || !query || query.damId !== values.dam?.id || query.sireId !== sireId) return {};
  const errors: FormErrors = {};
  for (const problem of data.problems) {
    const field = fieldOf(problem.field);
    errors[field] ??= errorOf(problem.code, field);
  }
  return errors;
}

/**
 * The mating form (`/m/add`, `/m/edit/{id}`): the dam from my females, the sire from the database or a new outside
 * record, one or more dates, the status, the announcement and the country; the pair is checked live, and each
 * refusal of the API is shown at its field.
 */
export function MatingForm({ initial }: { initial: MatingDetail | null }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  const navigate = useNavigate();
  const countries = useUnit($countries);
  const reload = useUnit(editedMating.retried);
  const countryOptions = useMemo(() => optionsOf(countries, locale), [countries, locale]);
  const [values, setValues] = useState<MatingFormValues>(() => (initial ? valuesOf(initial) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState<'draft' | 'published' | null>(null);
  const live = useLiveProblems(values);

  const change = (patch: Partial<MatingFormValues>, ...fields: FormField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current, form: undefined };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const say = (error: FieldError | undefined) => (error ? t(error.key, error.params ?? {}) : undefined);
  const errorAt = (field: FormField) => say(errors[field] ?? live[field]);

  const submit = async (publishStatus: 'draft' | 'published') => {
    const found = localErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`mating-${first}`)?.focus();
      return;
    }
    setSaving(publishStatus);
    let id = initial?.id ?? null;
    try {
      if (initial) {
        id = (await saveMating(initial.id, saveBody(values))).id;
        if (publishStatus === 'published' && initial.publishStatus === 'draft') await setMatingPublish({ id, status: 'published' });
      } else {
        id = (await addMating(addBody(values, publishStatus))).id;
      }
      navigate(path('m-id', { id }));
    } catch (caught) {
      const error = normaliseError(caught);
      if (error.statusCode !== PAYMENT_REQUIRED) return setErrors(serverErrors(error, values));
      // Publishing needs premium or the mating payment: the mating is kept as a draft and the payment is offered.
      try {
        id ??= (await addMating(addBody(values, 'draft'))).id;
        navigate(path('m-id', { id }));
        openModal('mating-payment', { matingId: id });
      } catch (draftError) {
        setErrors(serverErrors(normaliseError(draftError), values));
      }
    } finally {
      setSaving(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A new mating is kept as a draft; an edited one keeps its publication (publishing a draft is its own button).
    void submit('draft');
  };
  const statuses = MATING_STATUSES.filter((status) => status !== 'whelped' || values.status === 'whelped');

  return (
    <form onSubmit={onSubmit} noValidate data-testid="mating-form">
      <Stack gap="lg">
        <Section card title={t('matings.form.pairTitle')}>
          <DamSelect value={values.dam} onChange={(dam) => change({ dam }, 'dam')} error={errorAt('dam')} />
          <SireField
            value={values.sire}
            onChange={(sire) => change({ sire }, 'sire', 'newSire.registeredName', 'newSire.kennelPrefix', 'newSire.birthDate', 'newSire.colorId')}
            error={(field) => errorAt(field as FormField)}
          />
        </Section>
        <Section card title={t('matings.form.checkTitle')} description={t('matings.form.checkText')}>
          <PairCheck values={values} />
        </Section>
        <Section card title={t('matings.form.whenTitle')}>
          <Input.Wrapper label={t('matings.form.dates')} description={t('matings.form.datesHint')} error={errorAt('dates')} required>
            <Stack gap="xs" mt={4} data-testid="mating-form-dates">
              {values.dates.map((date, index) => (
                <Group key={index} gap="xs" wrap="nowrap" maw={320}>
                  <DateField
                    id={index === 0 ? 'mating-dates' : undefined}
                    value={date}
                    onChange={(value) => {
                      const dates = [...values.dates];
                      dates[index] = value;
                      change({ dates }, 'dates');
                    }}
                    aria-label={t('matings.form.dateN', { n: index + 1 })}
                    error={Boolean(errorAt('dates'))}
                    style={{ flex: 1 }}
                    data-testid="mating-form-date"
                  />
                  {values.dates.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => change({ dates: values.dates.filter((_, i) => i !== index) }, 'dates')}
                      aria-label={t('matings.form.removeDate', { n: index + 1 })}
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {values.dates.length < MATING_LIMITS.dates && (
                <Button size="xs" variant="subtle" onClick={() => change({ dates: [...values.dates, ''] })} style={{ alignSelf: 'flex-start' }} data-testid="mating-form-add-date">
                  {t('matings.form.addDate')}
                </Button>
              )}
            </Stack>
          </Input.Wrapper>
          <Select
            id="mating-status"
            label={t('matings.form.status')}
            data={statuses.map((status) => ({ value: status, label: t(`matings.status.${status}`), disabled: status === 'whelped' }))}
            value={values.status}
            onChange={(status) => status && change({ status: status as MatingFormValues['status'] }, 'status')}
            error={errorAt('status')}
            allowDeselect={false}
            data-testid="mating-form-status"
          />
          <Select
            id="mating-country"
            label={t('matings.form.country')}
            description={t('matings.form.countryHint')}
            data={countryOptions}
            value={values.country}
            onChange={(country) => change({ country }, 'country')}
            error={errorAt('country')}
            searchable
            clearable
          />
        </Section>
        <Section card title={t('matings.form.announcementTitle')}>
          <Textarea
            id="mating-announcement"
            label={t('matings.form.announcement')}
            description={t('matings.form.announcementHint')}
            value={values.announcement}
            onChange={(event) => change({ announcement: event.currentTarget.value }, 'announcement')}
            error={errorAt('announcement')}
            maxLength={MATING_LIMITS.announcement}
            autosize
            minRows={4}
            maxRows={12}
            data-testid="mating-form-announcement"
          />
        </Section>
        {errors.form && (
          <Alert color="red" variant="light" role="alert" data-testid="mating-form-error">
            <Stack gap="sm" align="flex-start">
              <span>{say(errors.form)}</span>
              {initial && errors.form.key === STALE && (
                <Button size="xs" variant="light" color="red" onClick={() => reload()} data-testid="mating-form-reload">
                  {t('matings.form.reloadCurrent')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group gap="sm" justify="flex-end">
          {initial ? (
            <>
              <Button type="submit" variant={initial.publishStatus === 'draft' ? 'default' : 'filled'} loading={saving !== null && saving !== 'published'} data-testid="mating-form-save">
                {t('matings.form.save')}
              </Button>
              {initial.publishStatus === 'draft' && (
                <Button onClick={() => void submit('published')} loading={saving === 'published'} data-testid="mating-form-publish">
                  {t('matings.form.saveAndPublish')}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button type="submit" variant="default" loading={saving === 'draft'} disabled={saving === 'published'} data-testid="mating-form-draft">
                {t('matings.form.saveDraft')}
              </Button>
              <Button onClick={() => void submit('published')} loading={saving === 'published'} disabled={saving === 'draft'} data-testid="mating-form-publish">
                {t('matings.form.publish')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
