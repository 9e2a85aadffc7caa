import { Group } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@bc/shared';
import { nameOf } from '@bc/shared/pets';
import type { HealthOptionSet, PetSearchItem } from '@bc/shared/contracts';
import { CLEAR_BY_PARENTAGE } from '../lib/filters';
import classes from './pets-search.module.css';

/**
 * What a found pet shows besides its details: its COI, and its results for the health tests the search filters on
 * (recorded, or clear by parentage), so each result says why it matched.
 */
export function SearchFacts({ pet, sets }: { pet: PetSearchItem; sets: readonly HealthOptionSet[] }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  if (pet.coi === null && pet.health.length === 0) return null;
  const resultOf = (setId: string, value: string) => {
    if (value === CLEAR_BY_PARENTAGE) return t('dna.clear-by-parentage');
    const option = sets.find((set) => set.id === setId)?.options.find((item) => item.id === value);
    return option ? nameOf([option], value, locale) : value;
  };
  const setName = (setId: string) => {
    const set = sets.find((item) => item.id === setId);
    return set ? nameOf([set], setId, locale) : setId;
  };
  return (
    <Group gap={4} className={classes.facts} data-testid="search-facts">
      {pet.coi !== null && (
        <Badge variant="light" color="gray" size="sm" tt="none" classNames={{ root: classes.fact, label: classes.factLabel }} title={t('pet.coi')} data-testid="search-coi">
          {t('search.coi', { value: formatNumber(pet.coi, locale, { style: 'percent', maximumFractionDigits: 2 }) })}
        </Badge>
      )}
      {pet.health.map((result) => (
        <Badge key={result.set} variant="light" color="teal" size="sm" tt="none" classNames={{ root: classes.fact, label: classes.factLabel }} data-testid="search-health">
          {t('pet.label', { label: setName(result.set), ns: 'common' })} {resultOf(result.set, result.value)}
        </Badge>
      ))}
    </Group>
  );
}
