import { SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { NativeSelect } from '@bc/shared/mantine/native-select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFullNames, useLocale } from '@bc/shared';
import { dateText } from '@bc/shared/pets';
import type { MyMatingItem } from '@bc/shared/contracts';
import { getRecordedMatings } from '../api/get-recorded-matings';
import type { ChosenMating, ChosenPet, LitterFormValues } from '../lib/form-values';
import { ChoiceGroup } from './choice-group';
import { SearchPicker, type Choice } from './search-picker';

interface ParentsFieldsProps {
  values: LitterFormValues;
  change(patch: Partial<LitterFormValues>): void;
  message(place: string): string | undefined;
  /** The litter being edited (its own mating stays a choice). */
  litterId?: number;
}

const pick = (choice: Choice | null): ChosenPet | null => choice && { id: choice.id, registeredName: choice.label };
const choice = (pet: ChosenPet | null): Choice | null => pet && { id: pet.id, label: pet.registeredName };

function matingOf(item: MyMatingItem): ChosenMating {
  return {
    id: item.matingId,
    dam: item.dam && { id: item.dam.id, registeredName: item.dam.registeredName },
    sire: item.sire && { id: item.sire.id, registeredName: item.sire.registeredName },
    date: item.date,
  };
}

/** Searches registered dogs of one sex (the parents of an older litter recorded without a mating). */
const dogsOf = (sex: 'male' | 'female') => async (query: string) =>
  (await searchFullNames({ query, sex, limit: 10 })).items.map((item) => ({ id: item.id, label: item.registeredName }));
const females = dogsOf('female');
const males = dogsOf('male');

/** The litter's origin: one of my matings (its dam and sire are the litter's), or a dam and a sire directly. */
export function ParentsFields({ values, change, message, litterId }: ParentsFieldsProps) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const [matings, setMatings] = useState<ChosenMating[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getRecordedMatings({ limit: 100 }, { signal: controller.signal })
      .then((page) =>
        setMatings(page.items.filter((m) => m.status !== 'cancelled' && (m.litterId === null || m.litterId === litterId)).map(matingOf)),
      )
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [litterId]);

  const label = (m: ChosenMating) =>
    t('litters.form.matingOption', { dam: m.dam?.registeredName ?? '—', sire: m.sire?.registeredName ?? '—', date: dateText(m.date, 'day', locale) });
  const options = [...(matings ?? [])];
  if (values.mating && !options.some((m) => m.id === values.mating?.id)) options.unshift(values.mating);

  return (
    <Stack gap="sm">
      <ChoiceGroup
        label={t('litters.form.originLabel')}
        value={values.source}
        onChange={(source) => change({ source })}
        options={[
          { value: 'mating', label: t('litters.form.fromMating') },
          { value: 'parents', label: t('litters.form.fromParents') },
        ]}
        testId="litter-source"
      />
      {values.source === 'mating' ? (
        <NativeSelect
          label={t('litters.form.mating')}
          description={failed ? t('litters.form.matingsFailed') : matings?.length === 0 && !values.mating ? t('litters.form.noMatings') : t('litters.form.matingHint')}
          value={values.mating ? String(values.mating.id) : ''}
          onChange={(event) => {
            const chosen = options.find((m) => String(m.id) === event.currentTarget.value) ?? null;
            change({ mating: chosen, dam: chosen?.dam ?? null, sire: chosen?.sire ?? null });
          }}
          data={[{ value: '', label: t('litters.form.chooseMating') }, ...options.map((m) => ({ value: String(m.id), label: label(m) }))]}
          error={message('source')}
          data-testid="litter-mating"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SearchPicker
            label={t('litters.form.dam')}
            placeholder={t('litters.form.dogPlaceholder')}
            nothingFound={t('litters.form.noDog')}
            value={choice(values.dam)}
            onChange={(dam) => change({ dam: pick(dam) })}
            search={females}
            error={message('dam')}
            required
            testId="litter-dam"
          />
          <SearchPicker
            label={t('litters.form.sire')}
            placeholder={t('litters.form.dogPlaceholder')}
            nothingFound={t('litters.form.noDog')}
            value={choice(values.sire)}
            onChange={(sire) => change({ sire: pick(sire) })}
            search={males}
            error={message('sire')}
            description={t('litters.form.sireUnknown')}
            testId="litter-sire"
          />
        </SimpleGrid>
      )}
      {values.source === 'mating' && values.mating && (
        <Text size="sm" c="dimmed" data-testid="litter-parents">
          {t('litters.form.parentsOf', { dam: values.mating.dam?.registeredName ?? '—', sire: values.mating.sire?.registeredName ?? '—' })}
        </Text>
      )}
    </Stack>
  );
}
