import { DateField } from '@bc/shared/ui/date-field';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { NumberInput } from '@bc/shared/mantine/number-input';
import { Select } from '@bc/shared/mantine/select';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $countries, normaliseError, Section, useLocale } from '@bc/shared';
import { dateText, optionsOf } from '@bc/shared/pets';
import { MATING_LIMITS, type DeleteLitterResponse, type LitterWriteResponse } from '@bc/shared/contracts';
import { addLitter } from '../api/add-litter';
import { addPuppyPhoto } from '../api/add-puppy-photo';
import { saveLitter } from '../api/save-litter';
import { searchMembers } from '../api/search-members';
import { addBody, countsFor, listedCounts, saveBody, type LitterFormValues, type PuppyValue } from '../lib/form-values';
import { serverErrors, validate, type FormErrors } from '../lib/form-errors';
import { ChoiceGroup } from './choice-group';
import { DeleteLitterButton } from './delete-litter-button';
import { ParentsFields } from './parents-fields';
import { PuppiesEditor } from './puppies-editor';
import { SearchPicker } from './search-picker';
import classes from './litter-form.module.css';

interface LitterFormProps {
  initial: LitterFormValues;
  /** An existing litter (edit): its id and the version the form started from. */
  litter?: { id: number; version: number };
  onSaved(result: LitterWriteResponse): void;
  onDeleted?: (result: DeleteLitterResponse) => void;
}

/** The error place a changed value clears. */
const PLACES: Record<string, string> = { mating: 'source', breederKind: 'breeder', breederMember: 'breeder', breederName: 'breeder' };

const COUNTS = ['malesBorn', 'femalesBorn', 'malesAlive', 'femalesAlive'] as const;

const members = async (query: string) =>
  (await searchMembers({ query, limit: 10 })).items.map((m) => ({ id: m.id, label: m.kennelName || m.displayName || m.nickname }));

/** The litter form: origin, birth, breeder, counts, the puppies, the announcement; add or save, and delete. */
export function LitterForm({ initial, litter, onSaved, onDeleted }: LitterFormProps) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const countries = useUnit($countries);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  // The counts follow the puppies listed until the member types one (a saved litter's counts may differ from its rows).
  const [countsTyped, setCountsTyped] = useState(() => {
    const { males, females } = listedCounts(initial.puppies);
    return [initial.malesBorn, initial.malesAlive].some((n) => n !== males) || [initial.femalesBorn, initial.femalesAlive].some((n) => n !== females);
  });

  const message = (place: string): string | undefined => {
    const error = errors[place];
    if (!error) return undefined;
    const date = error.params?.date;
    return t(`litters.errors.${error.key}`, { ...error.params, ...(typeof date === 'string' && date ? { date: dateText(date, 'day', locale) } : {}) });
  };
  const change = (patch: Partial<LitterFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[PLACES[key] ?? key];
      delete next.form;
      return next;
    });
  };
  const changePuppies = (puppies: PuppyValue[]) =>
    setValues((current) => {
      const next = { ...current, puppies };
      return { ...next, ...countsFor(next, countsTyped) };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const result = litter ? await saveLitter(litter.id, saveBody(values, litter.version)) : await addLitter(addBody(values));
      onSaved(result);
    } catch (error) {
      setErrors(serverErrors(normaliseError(error), values));
    } finally {
      setSaving(false);
    }
  };

  const uploadPhoto = async (puppy: PuppyValue, file: File) => {
    if (puppy.id === undefined) return;
    setPhotoFailed(false);
    try {
      const image = await addPuppyPhoto(puppy.id, file);
      setValues((current) => ({
        ...current,
        puppies: current.puppies.map((p) => (p.key === puppy.key && (image.isMain || !p.mainPhoto) ? { ...p, mainPhoto: image.url } : p)),
      }));
    } catch {
      setPhotoFailed(true);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="litter-form">
      <Stack gap="lg">
        <Section card title={t('litters.form.origin')} description={t('litters.form.originHint')}>
          <ParentsFields values={values} change={change} message={message} litterId={litter?.id} />
        </Section>

        <Section card title={t('litters.form.birth')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label={t('litters.form.birthDate')}
              required
              value={values.birthDate}
              onChange={(birthDate) => change({ birthDate })}
              error={message('birthDate')}
              data-testid="litter-birth-date"
            />
            <Select
              label={t('litters.form.country')}
              description={t('litters.form.countryHint')}
              searchable
              clearable
              data={optionsOf(countries, locale)}
              value={values.country}
              onChange={(country) => change({ country })}
              error={message('country')}
              data-testid="litter-country"
            />
          </SimpleGrid>
          <Stack gap="xs">
            <ChoiceGroup
              label={t('litters.form.breeder')}
              value={values.breederKind}
              onChange={(breederKind) => change({ breederKind })}
              options={[
                { value: 'me', label: t('litters.form.breederMe') },
                { value: 'member', label: t('litters.form.breederMember') },
                { value: 'name', label: t('litters.form.breederName') },
              ]}
              testId="litter-breeder-kind"
            />
            {values.breederKind === 'member' && (
              <SearchPicker
                label={t('litters.form.breederMemberLabel')}
                placeholder={t('litters.form.memberPlaceholder')}
                nothingFound={t('litters.form.noMember')}
                value={values.breederMember}
                onChange={(breederMember) => change({ breederMember })}
                search={members}
                error={message('breeder')}
                testId="litter-breeder-member"
              />
            )}
            {values.breederKind === 'name' && (
              <TextInput
                label={t('litters.form.breederNameLabel')}
                value={values.breederName}
                onChange={(event) => change({ breederName: event.currentTarget.value })}
                error={message('breeder')}
                data-testid="litter-breeder-name"
              />
            )}
            {values.breederKind === 'me' && message('breeder') && (
              <Text size="sm" c="red">
                {message('breeder')}
              </Text>
            )}
          </Stack>
        </Section>

        <Section card title={t('litters.form.puppies')} description={t('litters.form.puppiesHint')}>
          <div className={classes.counts}>
            {COUNTS.map((field) => (
              <NumberInput
                key={field}
                label={t(`litters.form.${field}`)}
                min={0}
                max={MATING_LIMITS.puppies}
                allowDecimal={false}
                allowNegative={false}
                value={values[field]}
                onChange={(value) => {
                  setCountsTyped(true);
                  change({ [field]: typeof value === 'number' ? value : 0 });
                }}
                error={message(field)}
                data-testid={`litter-${field}`}
              />
            ))}
          </div>
          <PuppiesEditor puppies={values.puppies} onChange={changePuppies} errors={errors} message={message} onPhoto={litter ? uploadPhoto : undefined} />
          {!litter && values.puppies.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('litters.puppies.photosLater')}
            </Text>
          )}
          {photoFailed && (
            <Text size="sm" c="red" role="alert">
              {t('litters.puppies.photoFailed')}
            </Text>
          )}
        </Section>

        <Section card title={t('litters.form.announcementTitle')}>
          <Textarea
            label={t('litters.form.announcement')}
            description={t('litters.form.announcementHint')}
            rows={4}
            resize="vertical"
            maxLength={MATING_LIMITS.announcement}
            value={values.announcement}
            onChange={(event) => change({ announcement: event.currentTarget.value })}
            error={message('announcement')}
            data-testid="litter-announcement"
          />
          <ChoiceGroup
            label={t('litters.form.publish')}
            value={values.publishStatus}
            onChange={(publishStatus) => change({ publishStatus })}
            options={[
              { value: 'published', label: t('litters.status.published') },
              { value: 'draft', label: t('litters.status.draft') },
            ]}
            testId="litter-publish"
          />
        </Section>

        {errors.form && (
          <Alert color="red" role="alert" data-testid="litter-form-error">
            {message('form')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button type="submit" loading={saving} data-testid="litter-save">
            {litter ? t('litters.form.save') : t('litters.form.add')}
          </Button>
          {litter && onDeleted && <DeleteLitterButton litterId={litter.id} onDeleted={onDeleted} />}
        </Group>
      </Stack>
    </form>
  );
}
