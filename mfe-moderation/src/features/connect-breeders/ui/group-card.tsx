import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import type { ConnectBreedersGroup } from '@bc/shared/contracts';
import { $busy, connectFx } from '../model';
import classes from './group-card.module.css';

type Dog = ConnectBreedersGroup['dogs'][number];

/** The plain text of a dog that matched: its breeder's or owner's name as written on the dog. */
function Matched({ dog }: { dog: Dog }) {
  const { t } = useTranslation('moderation');
  return (
    <Group gap={6} wrap="wrap">
      {dog.roles.map((role) => (
        <Text key={role} size="xs" component="span" data-testid={`connect-dog-${role}`}>
          <Badge size="sm" variant="light" color={role === 'breeder' ? 'teal' : 'indigo'} mr={4}>
            {t(`connectBreeders.roles.${role}`)}
          </Badge>
          {role === 'breeder' ? dog.breederName : dog.ownerName}
        </Text>
      ))}
    </Group>
  );
}

/** A member whose kennel names plain breeders or owners: the names matched, and the dogs, each with its own "connect". */
export function GroupCard({ group }: { group: ConnectBreedersGroup }) {
  const { t } = useTranslation('moderation');
  const [busy, connect] = useUnit([$busy, connectFx]);
  const { member } = group;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="baseline">
        {member.nickname ? (
          <RouteLink to="u-nickname" params={{ nickname: member.nickname }} fw={600} underline="always" data-testid="connect-member">
            {member.nickname}
          </RouteLink>
        ) : (
          <Text fw={600} data-testid="connect-member">
            #{member.id}
          </Text>
        )}
        <Text size="sm" data-testid="connect-kennel">
          {[member.kennelName, member.kennelPrefix && member.kennelPrefix !== member.kennelName ? `(${member.kennelPrefix})` : null].filter(Boolean).join(' ')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="connect-count">
          {group.dogCount > group.dogs.length ? t('connectBreeders.dogsShown', { shown: group.dogs.length, count: group.dogCount }) : t('connectBreeders.dogs', { count: group.dogCount })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="connect-names">
        {t('connectBreeders.names')}{' '}
        {group.names.map((name) => t('connectBreeders.name', { name: name.name, role: t(`connectBreeders.roles.${name.role}`), count: name.count })).join('; ')}
      </Text>
      <ul className={classes.dogs}>
        {group.dogs.map((dog) => (
          <li key={dog.id} className={classes.dog} data-testid="connect-dog" data-dog={dog.id}>
            <div>
              <RouteLink to="pets-id" params={{ id: dog.id }} size="sm">
                {dog.registeredName}
              </RouteLink>
              <Matched dog={dog} />
            </div>
            <Button
              size="compact-sm"
              variant="default"
              className={classes.connect}
              disabled={busy === member.id}
              onClick={() => void connect({ member, petIds: [dog.id] }).catch(() => undefined)}
              aria-label={t('connectBreeders.connectDogLabel', { dog: dog.registeredName, member: member.nickname ?? `#${member.id}` })}
              data-testid="connect-dog-button"
            >
              {t('connectBreeders.connectDog')}
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
