import { Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteLink, useLocale, useLocalePath } from '@bc/shared';
import { dateText, StatusBadge } from '@bc/shared/pets';
import type { DeleteLitterResponse, MyLitterItem } from '@bc/shared/contracts';
import { DeleteLitterButton } from './delete-litter-button';

/** One of my litters: parents, birth, status, the puppies by availability, its mating, edit and delete. */
export function MyLitterRow({ item, onDeleted }: { item: MyLitterItem; onDeleted(result: DeleteLitterResponse): void }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="my-litter" data-litter-id={item.litterId}>
      <Stack gap={6}>
        <Text fw={600} lineClamp={3}>
          {item.dam ? (
            <RouteLink to="pets-id" params={{ id: item.dam.id }}>
              {item.dam.registeredName}
            </RouteLink>
          ) : (
            t('litters.mine.unknownDog')
          )}
          {' × '}
          {item.sire ? (
            <RouteLink to="pets-id" params={{ id: item.sire.id }}>
              {item.sire.registeredName}
            </RouteLink>
          ) : (
            t('litters.mine.unknownDog')
          )}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('litters.mine.born', { date: dateText(item.date, 'day', locale) })}
          </Text>
          <StatusBadge status={item.publishStatus} showPublished />
          {item.expired && (
            <Badge color="gray" variant="light" data-testid="my-litter-expired">
              {t('litters.mine.expired')}
            </Badge>
          )}
        </Group>
        {item.hiddenReason && (
          <Text size="sm" c="orange">
            {t('litters.form.hidden', { reason: item.hiddenReason })}
          </Text>
        )}
        <Group gap={6} data-testid="my-litter-puppies">
          {item.counts && (
            <Text size="sm" c="dimmed">
              {t('litters.mine.bornCount', { males: item.counts.malesBorn, females: item.counts.femalesBorn })}
            </Text>
          )}
          {(['available', 'reserved', 'sold', 'kept'] as const)
            .filter((a) => item.puppies[a] > 0)
            .map((a) => (
              <Badge key={a} variant="light" color={a === 'available' ? 'teal' : a === 'reserved' ? 'yellow' : 'gray'} data-testid={`my-litter-${a}`}>
                {t(`litters.mine.count.${a}`, { count: item.puppies[a] })}
              </Badge>
            ))}
          {item.inquiries > 0 && (
            <Badge variant="outline" color="blue">
              {t('litters.mine.inquiries', { count: item.inquiries })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button component={Link} to={path('litters-edit-id', { id: item.litterId })} size="xs" variant="light" data-testid="my-litter-edit">
            {t('litters.mine.edit')}
          </Button>
          {item.matingId !== null && (
            <Button component={Link} to={path('m-id', { id: item.matingId })} size="xs" variant="subtle">
              {t('litters.mine.mating')}
            </Button>
          )}
          <DeleteLitterButton litterId={item.litterId} onDeleted={onDeleted} compact />
        </Group>
      </Stack>
    </Paper>
  );
}
