import { Anchor, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
import type { PetSummary } from '../../contracts';
import { personKind } from '../lib/names';
import { usePetDetails } from '../lib/use-pet-details';
import { PersonText } from './person-text';
import { PetPhoto } from './pet-photo';
import { StatusBadge } from './status-badge';
import classes from './pet-row.module.css';

/** A pet in the list view: a small photo, name, details, breeder and owner; `extra` under them (a list's own facts). */
export const PetRow = memo(function PetRow({
  pet,
  actions,
  extra,
  showStatus = false,
}: {
  pet: PetSummary;
  actions?: ReactNode;
  extra?: ReactNode;
  showStatus?: boolean;
}) {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  const details = usePetDetails();
  return (
    <Paper withBorder radius="md" p="xs" component="li" className={classes.row} data-testid="pet-row" data-pet-id={pet.id}>
      <Group gap="sm" align="flex-start">
        <div className={classes.thumb}>
          <PetPhoto src={pet.mainPhoto} name={pet.registeredName} width={72} height={72} radius="sm" />
        </div>
        <Stack gap={2} className={classes.body}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={path('pets-id', { id: pet.id })} fw={600} lineClamp={2} className={classes.name}>
              {pet.registeredName}
            </Anchor>
            <StatusBadge status={pet.publishStatus} showPublished={showStatus} />
          </Group>
          {pet.callName && (
            <Text size="sm" c="dimmed" truncate>
              {t('pet.callName', { name: pet.callName })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {details(pet)}
          </Text>
          {(personKind(pet.breeder) !== 'none' || personKind(pet.owner) !== 'none') && (
            <Text size="xs" c="dimmed" component="div" className={classes.people}>
              {personKind(pet.breeder) !== 'none' && (
                <span>
                  {t('pet.label', { label: t('pet.breeder') })} <PersonText person={pet.breeder} />
                </span>
              )}
              {personKind(pet.owner) !== 'none' && (
                <span>
                  {t('pet.label', { label: t('pet.owner') })} <PersonText person={pet.owner} />
                </span>
              )}
            </Text>
          )}
          {extra}
        </Stack>
        {actions && <div className={classes.actions}>{actions}</div>}
      </Group>
    </Paper>
  );
});
