import { Input, SimpleGrid, TextInput } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { Switch } from '@bc/shared/mantine/switch';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, useLocale } from '@bc/shared';
import { optionsOf } from '@bc/shared/pets';
import { LIMITS, PET_LIMITS } from '@bc/shared/contracts';
import { useDictionaries } from '../../../entities/dictionaries';
import { fieldId } from '../lib/use-field-errors';
import { NameFields } from './name-fields';
import { PartialDateField } from './partial-date-field';
import { RegistrationsField } from './registrations-field';
import type { SectionProps } from './section-props';

/** Names, sex, breed, dates, colour, coat, countries, microchip, registrations, titles, working results, stud. */
export function IdentitySection({ values, change, error }: SectionProps) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const { colors, countries, coats, breeds } = useDictionaries();
  const colorOptions = useMemo(() => optionsOf(colors, locale), [colors, locale]);
  const countryOptions = useMemo(() => optionsOf(countries, locale), [countries, locale]);
  const coatOptions = useMemo(() => optionsOf(coats, locale, false), [coats, locale]);
  const breedOptions = useMemo(() => optionsOf(breeds, locale, false), [breeds, locale]);

  return (
    <Section card titleSize="h3" title={t('form.identity')} testId="section-identity">
      <NameFields
        value={values}
        onChange={change}
        error={error}
        testIdOf={(field) => `field-${field}`}
        registeredNameHint={t('form.registeredNameHint')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Input.Wrapper label={t('fields.sex')} error={error('sex')} required labelElement="div" labelProps={{ id: 'pet-form-sex-label' }}>
          <SegmentedControl
            id={fieldId('sex')}
            fullWidth
            aria-labelledby="pet-form-sex-label"
            value={values.sex ?? ''}
            onChange={(sex) => change({ sex: sex === 'male' || sex === 'female' ? sex : null }, 'sex')}
            data={[
              { value: 'male', label: t('sex.male') },
              { value: 'female', label: t('sex.female') },
            ]}
            data-testid="field-sex"
          />
        </Input.Wrapper>
        <Select
          id={fieldId('breedId')}
          label={t('fields.breed')}
          data={breedOptions}
          value={values.breedId}
          onChange={(breedId) => change({ breedId: breedId ?? '' }, 'breedId')}
          allowDeselect={false}
          data-testid="field-breed"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PartialDateField
          id={fieldId('birth')}
          label={t('fields.birthDate')}
          value={values.birth}
          onChange={(birth) => change({ birth }, 'birth', 'sire', 'dam', 'death')}
          error={error('birth')}
          testId="field-birth"
        />
        <PartialDateField
          id={fieldId('death')}
          label={t('fields.deathDate')}
          value={values.death}
          onChange={(death) => change({ death }, 'death')}
          error={error('death')}
          testId="field-death"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          id={fieldId('colorId')}
          label={t('fields.color')}
          data={colorOptions}
          value={values.colorId}
          onChange={(colorId) => change({ colorId }, 'colorId')}
          searchable
          clearable
          nothingFoundMessage={t('search.nothingFound')}
          data-testid="field-color"
        />
        <Select
          id={fieldId('coat')}
          label={t('fields.coat')}
          data={coatOptions}
          value={values.coat}
          onChange={(coat) => change({ coat }, 'coat')}
          clearable
          data-testid="field-coat"
        />
        <Select
          id={fieldId('countryOfBirth')}
          label={t('fields.countryOfBirth')}
          data={countryOptions}
          value={values.countryOfBirth}
          onChange={(countryOfBirth) => change({ countryOfBirth }, 'countryOfBirth')}
          searchable
          clearable
          limit={50}
          nothingFoundMessage={t('search.nothingFound')}
          data-testid="field-countryOfBirth"
        />
        <Select
          id={fieldId('countryOfResidence')}
          label={t('fields.countryOfResidence')}
          data={countryOptions}
          value={values.countryOfResidence}
          onChange={(countryOfResidence) => change({ countryOfResidence }, 'countryOfResidence')}
          searchable
          clearable
          limit={50}
          nothingFoundMessage={t('search.nothingFound')}
          data-testid="field-countryOfResidence"
        />
      </SimpleGrid>
      <TextInput
        id={fieldId('microchip')}
        label={t('fields.microchip')}
        value={values.microchip}
        onChange={(event) => change({ microchip: event.currentTarget.value }, 'microchip')}
        error={error('microchip')}
        maxLength={PET_LIMITS.microchip + 8}
        w={{ base: '100%', sm: '50%' }}
        data-testid="field-microchip"
      />
      <RegistrationsField values={values} change={change} error={error} />
      <Textarea
        id={fieldId('titles')}
        label={t('fields.titles')}
        value={values.titles}
        onChange={(event) => change({ titles: event.currentTarget.value }, 'titles')}
        error={error('titles')}
        autosize
        minRows={2}
        maxLength={PET_LIMITS.titles + 20}
        data-testid="field-titles"
      />
      <Textarea
        id={fieldId('workingResults')}
        label={t('fields.workingResults')}
        value={values.workingResults}
        onChange={(event) => change({ workingResults: event.currentTarget.value }, 'workingResults')}
        error={error('workingResults')}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={LIMITS.text + 20}
        data-testid="field-workingResults"
      />
      {values.sex === 'male' && (
        <Switch
          label={t('fields.offeredForStud')}
          description={t('form.offeredForStudHint')}
          checked={values.offeredForStud}
          onChange={(event) => change({ offeredForStud: event.currentTarget.checked })}
          data-testid="field-offeredForStud"
        />
      )}
    </Section>
  );
}
