import { Group, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import type { PetFlags } from '@bc/shared/contracts';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const DogLink = ({ id }: { id: number }) => (
  <RouteLink to="pets-id" params={{ id }} size="xs" underline="always" data-testid="flag-dog">
    #{id}
  </RouteLink>
);

/** A dog's automatic flags (computed when it was saved), each with the dogs it names, linked. */
export function PetFlagsLine({ flags }: { flags: PetFlags }) {
  const { t } = useTranslation('moderation');
  if (flags.kinds.length === 0) return null;
  const { details } = flags;
  const particulars = (kind: PetFlags['kinds'][number]) => {
    switch (kind) {
      case 'duplicate':
        return (details.duplicates ?? []).map((d) => (
          <Fragment key={d.id}>
            {' '}<DogLink id={d.id} /> ({t(`pets.flagOf.${d.reason}`)})
          </Fragment>
        ));
      case 'distinct':
        return (details.distinctFrom ?? []).map((id) => <Fragment key={id}>{' '}<DogLink id={id} /></Fragment>);
      case 'parent-young':
      case 'parent-dead':
        return (details.parents ?? []).filter((p) => p.problem === kind).map((p) => (
          <Fragment key={p.field}>
            {' '}{t(`pets.flagOf.${p.field}`)} <DogLink id={p.id} />
          </Fragment>
        ));
      case 'coi-change':
        return details.coi ? ` ${t('pets.flagOf.coi', { before: percent(details.coi.before), after: percent(details.coi.after) })}` : null;
    }
  };
  return (
    <Group gap="xs" px="sm" wrap="wrap" data-testid="pet-flags">
      {flags.kinds.map((kind) => (
        <Text key={kind} size="xs" component="span" data-flag={kind}>
          <Badge size="sm" variant="light" color={kind === 'distinct' ? 'gray' : 'orange'}>
            {t(`pets.flags.${kind}`)}
          </Badge>
          {particulars(kind)}
        </Text>
      ))}
    </Group>
  );
}
