import { Anchor, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $colors, $countries, dictionaryName, useLocale, useLocalePath } from '@bc/shared';
import { dateText, nameOf, PersonText, PetPhoto } from '@bc/shared/pets';
import type { BreedingPet } from '@bc/shared/contracts';
import { healthSets } from '../model/health-sets';
import classes from './mating.module.css';
import { WRAP } from './wrap-badge';

const DNA_COLOR = { clear: 'teal', 'clear-by-parentage': 'teal', carrier: 'orange', affected: 'red' } as const;

/** A parent of the mating: photo, name (a link), titles, birth, colour, country, owner, health results and DNA tests. */
export function ParentCard({ role, pet }: { role: 'dam' | 'sire'; pet: BreedingPet | null }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  const [colors, countries, sets, opened] = useUnit([$colors, $countries, healthSets.$data, healthSets.opened]);
  useEffect(() => {
    opened('all');
  }, [opened]);
  const setById = useMemo(() => new Map((sets?.items ?? []).map((set) => [set.id, set])), [sets]);
  const dnaName = (testId: string) => {
    const set = sets?.items.find((s) => s.kind === 'dna' && s.system === testId);
    return set ? dictionaryName(set, locale) : testId;
  };

  if (!pet) {
    return (
      <Paper withBorder radius="md" p="md" data-testid={`mating-${role}`}>
        <Text fw={600}>{t(`matings.parents.${role}`)}</Text>
        <Text c="dimmed" size="sm">
          {t('matings.parents.hidden')}
        </Text>
      </Paper>
    );
  }
  const facts = [
    dateText(pet.birthDate, pet.birthPrecision, locale),
    nameOf(colors, pet.colorId, locale),
    nameOf(countries, pet.countryOfResidence, locale),
  ].filter(Boolean);

  return (
    <Paper withBorder radius="md" p="md" data-testid={`mating-${role}`} data-pet-id={pet.id}>
      <div className={classes.parent}>
        <div className={classes.parentPhoto}>
          <PetPhoto src={pet.mainPhoto} name={pet.registeredName} width={240} height={180} eager />
        </div>
        <Stack gap={6} className={classes.shrink}>
          <Group gap={6}>
            <Badge variant="light" color={role === 'dam' ? 'pink' : 'blue'}>
              {t(`matings.parents.${role}`)}
            </Badge>
            {pet.deathDate && (
              <Badge variant="light" color="gray">
                {t('matings.parents.dead')}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to={path('pets-id', { id: pet.id })} fw={700} fz="lg" className={classes.name} data-testid={`mating-${role}-link`}>
            {pet.registeredName}
          </Anchor>
          {pet.callName && (
            <Text size="sm" c="dimmed">
              {t('common:pet.callName', { name: pet.callName })}
            </Text>
          )}
          {pet.titles && (
            <Text size="sm" fw={500} data-testid={`mating-${role}-titles`}>
              {pet.titles}
            </Text>
          )}
          {facts.length > 0 && (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          )}
          <Text size="sm">
            {t('common:pet.owner')}: <PersonText person={pet.owner} />
          </Text>
        </Stack>
      </div>
      <Stack gap={6} mt="sm">
        <Text size="sm" fw={600}>
          {t('matings.parents.health')}
        </Text>
        {pet.health.length === 0 && pet.dna.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('matings.parents.noHealth')}
          </Text>
        ) : (
          <Group gap={6} data-testid={`mating-${role}-health`}>
            {pet.health.map((result) => {
              const set = setById.get(result.set);
              const value = set?.options.find((option) => option.id === result.value);
              return (
                <Badge key={`${result.set}-${result.value}`} variant="outline" color="gray" tt="none" fw={500} styles={WRAP}>
                  {`${set ? dictionaryName(set, locale) : result.set}: ${value ? dictionaryName(value, locale) : result.value}`}
                </Badge>
              );
            })}
            {pet.dna.map((test) => (
              <Badge key={test.testId} variant="light" color={DNA_COLOR[test.status]} tt="none" fw={500} styles={WRAP}>
                {`${dnaName(test.testId)}: ${t(`matings.dnaStatus.${test.status}`)}`}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
