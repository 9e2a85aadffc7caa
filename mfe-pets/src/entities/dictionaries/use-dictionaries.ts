import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $colors, $countries } from '@bc/shared';
import { $breeds, $coats, $healthSets, dictionariesRequested } from './model';

/** Every dictionary a pets screen shows (colours and countries come from the shell; the rest load on first use). */
export function useDictionaries() {
  const [colors, countries, coats, breeds, healthSets, requested] = useUnit([
    $colors,
    $countries,
    $coats,
    $breeds,
    $healthSets,
    dictionariesRequested,
  ]);
  useEffect(() => {
    requested();
  }, [requested]);
  return { colors, countries, coats, breeds, healthSets };
}
