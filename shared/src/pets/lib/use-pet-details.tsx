import { useUnit } from 'effector-react';
import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $colors, $countries, useLocale } from '@bc/shared';
import type { PetSummary } from '../../contracts';
import { dateText } from './dates';
import { nameOf } from './dictionary';

type Details = (pet: PetSummary) => string;

const PetDetailsContext = createContext<Details | null>(null);

/** The short description of a pet in lists: sex, birth date, colour and country, in the page's language. */
function useDetailsFormatter(): Details {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [colors, countries] = useUnit([$colors, $countries]);
  // The dictionaries arrive after the first render: the rows are redrawn with them in the background (a deferred
  // value renders in slices), not in one blocking update per dictionary.
  const dictionaries = useDeferredValue(useMemo(() => ({ colors, countries }), [colors, countries]));
  return useCallback(
    (pet: PetSummary) =>
      [
        t(`pet.sex.${pet.sex}`),
        dateText(pet.birthDate, pet.birthPrecision, locale),
        nameOf(dictionaries.colors, pet.colorId, locale),
        nameOf(dictionaries.countries, pet.countryOfBirth, locale),
      ]
        .filter(Boolean)
        .join(' · '),
    [t, locale, dictionaries],
  );
}

/** Wraps a list of pets: one subscription to the dictionaries for the whole list instead of one per row. */
export function PetDetailsProvider({ children }: { children: ReactNode }) {
  return <PetDetailsContext.Provider value={useDetailsFormatter()}>{children}</PetDetailsContext.Provider>;
}

/** The details text of the list a row belongs to (rows are always rendered inside a `PetDetailsProvider`). */
export function usePetDetails(): Details {
  const details = useContext(PetDetailsContext);
  if (!details) throw new Error('usePetDetails: render pet rows and cards inside <PetDetailsProvider>');
  return details;
}
