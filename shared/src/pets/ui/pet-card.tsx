import { Anchor, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
import type { PetSummary } from '../../contracts';
import { usePetDetails } from '../lib/use-pet-details';
import { PetPhoto } from './pet-photo';
import { StatusBadge } from './status-badge';
import classes from './pet-card.module.css';

/** A pet in the grid view: photo, name (a link to its page), call name and details; `extra` under them (a list's own facts). */
export const PetCard = memo(function PetCard({ pet, actions, extra }: { pet: PetSummary; actions?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  const details = usePetDetails();
  return (
    <Paper withBorder radius="md" p="xs" component="li" className={classes.card} data-testid="pet-card" data-pet-id={pet.id}>
      <Stack gap={6} h="100%">
        <PetPhoto src={pet.mainPhoto} name={pet.registeredName} />
        <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
          <Anchor component={Link} to={path('pets-id', { id: pet.id })} fw={600} lineClamp={2} className={classes.name}>
            {pet.registeredName}
          </Anchor>
          <StatusBadge status={pet.publishStatus} />
        </Group>
        {pet.callName && (
          <Text size="sm" c="dimmed" truncate>
            {t('pet.callName', { name: pet.callName })}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={2}>
          {details(pet)}
        </Text>
        {extra}
        {actions && <div className={classes.actions}>{actions}</div>}
      </Stack>
    </Paper>
  );
});
