import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $colors, $countries, useLocale } from '@bc/shared';
import type { PetSummary } from '@bc/shared/contracts';
import { dateText } from './dates';
import { nameOf } from './dictionary';

/** The short description of a pet in lists: sex, birth date, colour and country, in the page's language. */
export function usePetDetails() {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const [colors, countries] = useUnit([$colors, $countries]);
  return (pet: PetSummary): string =>
    [
      t(`sex.${pet.sex}`),
      dateText(pet.birthDate, pet.birthPrecision, locale),
      nameOf(colors, pet.colorId, locale),
      nameOf(countries, pet.countryOfBirth, locale),
    ]
      .filter(Boolean)
      .join(' · ');
}
