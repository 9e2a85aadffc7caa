import { Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $colors, $countries, type DictionaryItem, formatNumber, RouteLink, useLocale } from '@bc/shared';
import { ageText, dateText, fullName, nameOf, PersonText } from '@bc/shared/pets';
import type { PetDetail, PetShort } from '@bc/shared/contracts';
import { $breeds, $coats } from '../../../entities/dictionaries';
import classes from './pet-facts.module.css';

function ParentLink({ parent, testId }: { parent: PetShort | null; testId: string }) {
  const { t } = useTranslation('pets');
  if (!parent) {
    return (
      <Text span c="dimmed" data-testid={testId}>
        {t('pet.unknownParent')}
      </Text>
    );
  }
  return (
    <RouteLink to="pets-id" params={{ id: parent.id }} data-testid={testId}>
      {fullName(parent)}
    </RouteLink>
  );
}

interface Dictionaries {
  colors: DictionaryItem[];
  countries: DictionaryItem[];
  coats: DictionaryItem[];
  breeds: DictionaryItem[];
}

/** The pet's facts as a description list; empty facts are left out. The dictionaries, arriving later, redraw it in the background. */
export function PetFacts({ pet }: { pet: PetDetail }) {
  const [colors, countries, coats, breeds] = useUnit([$colors, $countries, $coats, $breeds]);
  const dictionaries = useDeferredValue(useMemo(() => ({ colors, countries, coats, breeds }), [colors, countries, coats, breeds]));
  return <FactList pet={pet} dictionaries={dictionaries} />;
}

const FactList = memo(function FactList({ pet, dictionaries }: { pet: PetDetail; dictionaries: Dictionaries }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const { colors, countries, coats, breeds } = dictionaries;

  const born = dateText(pet.birthDate, pet.birthPrecision, locale);
  const age = ageText(pet.birthDate, pet.birthPrecision, locale, pet.deathDate);
  const died = dateText(pet.deathDate, pet.deathPrecision, locale);

  const rows: [string, ReactNode, string?][] = [
    [t('fields.sex'), t(`sex.${pet.sex}`), 'fact-sex'],
    [t('fields.breed'), nameOf(breeds, pet.breedId, locale), 'fact-breed'],
    [t('fields.birthDate'), born && (pet.deathDate ? born : `${born} (${t('pet.age', { age })})`), 'fact-born'],
    [t('fields.deathDate'), died && (age ? `${died} (${t('pet.livedAge', { age })})` : died), 'fact-died'],
    [t('fields.color'), nameOf(colors, pet.colorId, locale), 'fact-color'],
    [t('fields.coat'), nameOf(coats, pet.coat, locale), 'fact-coat'],
    [t('fields.countryOfBirth'), nameOf(countries, pet.countryOfBirth, locale)],
    [t('fields.countryOfResidence'), nameOf(countries, pet.countryOfResidence, locale)],
    [
      t('fields.registrations'),
      pet.registrations.length > 0 && (
        <ul className={classes.plainList}>
          {pet.registrations.map((registration) => (
            <li key={`${registration.registry}-${registration.number}`}>
              {registration.registry}: {registration.number}
            </li>
          ))}
        </ul>
      ),
      'fact-registrations',
    ],
    [t('fields.microchip'), pet.microchip],
    [t('fields.titles'), pet.titles && <span className={classes.multiline}>{pet.titles}</span>],
    [t('fields.workingResults'), pet.workingResults && <span className={classes.multiline}>{pet.workingResults}</span>],
    [
      t('fields.offeredForStud'),
      pet.sex === 'male' && pet.offeredForStud && (
        <Badge variant="light" color="teal">
          {t('pet.forStud')}
        </Badge>
      ),
    ],
    [t('fields.breeder'), <PersonText key="breeder" person={pet.breeder} testId="fact-breeder" />],
    [t('fields.owner'), <PersonText key="owner" person={pet.owner} testId="fact-owner" />],
    [t('fields.sire'), <ParentLink key="sire" parent={pet.sire} testId="fact-sire" />],
    [t('fields.dam'), <ParentLink key="dam" parent={pet.dam} testId="fact-dam" />],
    [t('pet.coi'), pet.coi !== null && formatNumber(pet.coi, locale, { style: 'percent', maximumFractionDigits: 2 })],
  ];

  return (
    <dl className={classes.facts} data-testid="pet-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([label, value, testId]) => (
          <div key={label} className={classes.row} data-testid={testId}>
            <dt className={classes.label}>{label}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
});
