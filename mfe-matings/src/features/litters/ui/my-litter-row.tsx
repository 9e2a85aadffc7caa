import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText, RouteLink, StatusBadge, useLocale, useLocalePath } from '@bc/shared';
import type { DeleteLitterResponse, MyLitterItem } from '@bc/shared/contracts';
import { DeleteLitterButton } from './delete-litter-button';

/** One of my litters: parents, birth, status, the puppies by availability, its mating, edit and delete. */
export function MyLitterRow({ item, onDeleted }: { item: MyLitterItem; onDeleted(result: DeleteLitterResponse): void }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  const total = item.puppies.available + item.puppies.reserved + item.puppies.sold + item.puppies.kept;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="my-litter" data-litter-id={item.litterId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} flex={1}>
            <Text fw={600} lineClamp={2}>
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
            <Text size="sm" c="dimmed">
              {t('litters.mine.born', { date: dateText(item.date, 'day', locale) })}
            </Text>
          </Stack>
          <Group gap={6}>
            <StatusBadge status={item.publishStatus} showPublished />
            {item.expired && (
              <Badge color="gray" variant="light" data-testid="my-litter-expired">
                {t('litters.mine.expired')}
              </Badge>
            )}
          </Group>
        </Group>
        {item.hiddenReason && (
          <Text size="sm" c="orange">
            {t('litters.form.hidden', { reason: item.hiddenReason })}
          </Text>
        )}
        <Group gap={6} data-testid="my-litter-puppies">
          {total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('litters.mine.noPuppies')}
            </Text>
          ) : (
            (['available', 'reserved', 'sold', 'kept'] as const)
              .filter((a) => item.puppies[a] > 0)
              .map((a) => (
                <Badge key={a} variant="light" color={a === 'available' ? 'teal' : a === 'reserved' ? 'yellow' : 'gray'} data-testid={`my-litter-${a}`}>
                  {t(`litters.mine.count.${a}`, { count: item.puppies[a] })}
                </Badge>
              ))
          )}
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
