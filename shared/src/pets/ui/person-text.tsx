import { Group, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import type { PetPerson } from '../../contracts';
import { personKind } from '../lib/names';

/** A breeder or owner: a member links to the profile, a plain name is text, a former member is labelled. */
export function PersonText({ person, testId }: { person: PetPerson | null | undefined; testId?: string }) {
  const { t } = useTranslation('common');
  const kind = personKind(person);
  if (kind === 'member' && person?.nickname) {
    return (
      <RouteLink to="u-nickname" params={{ nickname: person.nickname }} data-testid={testId}>
        {person.name && person.name !== person.nickname ? `${person.name} (@${person.nickname})` : `@${person.nickname}`}
      </RouteLink>
    );
  }
  if (kind === 'former') {
    return (
      <Group gap={6} component="span" data-testid={testId}>
        {person?.name && <Text span>{person.name}</Text>}
        <Badge size="sm" variant="light" color="gray">
          {t('pet.person.former')}
        </Badge>
      </Group>
    );
  }
  if (kind === 'name') {
    return (
      <Text span data-testid={testId}>
        {person?.name}
      </Text>
    );
  }
  return (
    <Text span c="dimmed" data-testid={testId}>
      {t('pet.person.unknown')}
    </Text>
  );
}
