import { Group, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import type { ParentRole } from '../lib/pair';
import type { ChosenPet as Pet } from '../model';
import classes from './possible-mating.module.css';

/** The dog chosen for one side: its registered name (a link to its page), sex, call name and birth year. */
export function ChosenPet({ pet, role }: { pet: Pet; role: ParentRole }) {
  const { t } = useTranslation('matings');
  return (
    <Stack gap={4} data-testid={`parent-${role}-pet`}>
      <RouteLink to="pets-id" params={{ id: pet.id }} fw={600} className={classes.name} data-testid={`parent-${role}-link`}>
        {pet.registeredName}
      </RouteLink>
      <Group gap={8}>
        <Badge size="sm" variant="light" color={pet.sex === 'male' ? 'blue' : 'pink'}>
          {t(`sex.${pet.sex}`)}
        </Badge>
        {pet.callName && (
          <Text size="sm" c="dimmed">
            {t('common:pet.callName', { name: pet.callName })}
          </Text>
        )}
        {pet.birthYear !== null && (
          <Text size="sm" c="dimmed" data-testid={`parent-${role}-born`}>
            {t('pet.born', { year: pet.birthYear })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
