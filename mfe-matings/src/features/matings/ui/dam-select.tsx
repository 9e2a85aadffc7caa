import { Select } from '@bc/shared/mantine/select';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '@bc/shared';
import { getMyFemales } from '../api/get-my-females';
import type { ChosenPet } from '../lib/form-values';

/** The dam: one of my females, found by name (the list asks the API again as the name is typed). */
export function DamSelect({ value, onChange, error }: { value: ChosenPet | null; onChange: (dam: ChosenPet | null) => void; error?: string }) {
  const { t } = useTranslation('matings');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ChosenPet[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const typed = search.trim();
    const query = value && typed === value.registeredName ? '' : typed;
    const timer = setTimeout(
      () => {
        setLoading(true);
        getMyFemales(query, controller.signal)
          .then((pets) => {
            setFound(pets.map((pet) => ({ id: pet.id, registeredName: pet.registeredName })));
            setFailed(false);
          })
          .catch((caught: unknown) => {
            if (!isAbortError(caught)) setFailed(true);
          })
          .finally(() => {
            if (!controller.signal.aborted) setLoading(false);
          });
      },
      query ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, value]);

  const options = useMemo(() => {
    const pets = value && !found.some((pet) => pet.id === value.id) ? [value, ...found] : found;
    return pets.map((pet) => ({ value: String(pet.id), label: pet.registeredName }));
  }, [found, value]);

  return (
    <Select
      label={t('matings.form.dam')}
      description={t('matings.form.damHint')}
      placeholder={t('matings.form.damPlaceholder')}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const pet = options.find((option) => option.value === id);
        onChange(pet ? { id: Number(pet.value), registeredName: pet.label } : null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('matings.form.searching') : failed ? t('matings.form.damFailed') : t('matings.form.noFemales')}
      error={error}
      required
      clearable
      id="mating-dam"
      data-testid="mating-form-dam"
    />
  );
}
