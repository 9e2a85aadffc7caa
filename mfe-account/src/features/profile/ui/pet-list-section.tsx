import { Button, Center, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetList } from '../model';
import { PetCard } from './pet-card';
import classes from './pet-list-section.module.css';

/** A titled, paginated list of a member's pets. */
export function PetListSection({ title, empty, list }: { title: string; empty: string; list: PetList }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [page, status, pageChanged] = useUnit([list.$page, list.$status, list.pageChanged]);
  const pages = page ? Math.ceil(page.total / page.limit) : 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <Group gap="xs" align="baseline">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {page && page.total > 0 && (
          <Text c="dimmed" size="sm">
            {page.total}
          </Text>
        )}
      </Group>
      {status === 'failed' && (
        <Group gap="sm">
          <Text c="red" size="sm" role="alert">
            {t('common:states.error')}
          </Text>
          <Button size="xs" variant="light" onClick={() => pageChanged(page?.page ?? 1)}>
            {t('common:errors.retry')}
          </Button>
        </Group>
      )}
      {status === 'loading' && !page && (
        <Center py="md">
          <Loader size="sm" aria-label={t('common:layout.loading')} />
        </Center>
      )}
      {page && page.items.length === 0 && status !== 'failed' && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {page && page.items.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          className={classes.list}
          data-loading={status === 'loading' || undefined}
        >
          {page.items.map((pet) => (
            <PetCard key={pet.id} pet={pet} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page?.page ?? 1}
          onChange={pageChanged}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}
