import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section, useLocalePath } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { MATING_STATUSES, MY_MATING_ROLES, type MatingStatus } from '@bc/shared/contracts';
import { actionErrorKey } from '../lib/action-error';
import { $answerError, awaitingMe, myMatings, type MyMatingsFilters } from '../model/my-matings';
import { MyMatingRow } from './my-mating-row';

const ROLES = MY_MATING_ROLES.filter((role) => role !== 'awaiting-me');

function filtersFrom(params: URLSearchParams): MyMatingsFilters {
  const role = params.get('role');
  const status = params.get('status');
  return {
    ...(role && (ROLES as readonly string[]).includes(role) && role !== 'all' ? { role: role as MyMatingsFilters['role'] } : {}),
    ...(status && (MATING_STATUSES as readonly string[]).includes(status) ? { status: status as MatingStatus } : {}),
  };
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const skeleton = (
  <Stack gap="xs">
    <Skeleton h={84} radius="md" />
    <Skeleton h={84} radius="md" />
  </Stack>
);

/** The matings with my males awaiting my answer, with confirm and decline on each (nothing when none). */
export function AwaitingMyAnswer() {
  const { t } = useTranslation('matings');
  const [shown, pageChanged, answer] = useUnit([awaitingMe.shown, awaitingMe.pageChanged, awaitingMe.$answer]);
  useEffect(() => {
    shown({ page: 1 });
  }, [shown]);
  if (answer && answer.total === 0) return null;
  return (
    <Section title={t('matings.mine.awaitingTitle')} description={t('matings.mine.awaitingText')} testId="awaiting-me">
      <PagedResults list={awaitingMe} onPage={pageChanged} count={false} skeleton={skeleton} empty={null} testId="awaiting-me-results">
        {(page) => (
          <Stack component="ul" gap="xs" style={listStyle}>
            {page.items.map((item) => (
              <MyMatingRow key={item.matingId} item={item} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Section>
  );
}

/** My matings, every status and publication, filtered by my part in them and by status (in the URL). */
export function MyMatingsList() {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const { filters, set, setPage } = useListUrl(filtersFrom, myMatings.shown);
  const answerError = useUnit($answerError);
  return (
    <Section title={t('matings.mine.listTitle')} testId="my-matings-section">
      <Group gap="sm" align="flex-end" wrap="wrap" justify="space-between">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={filters.role ?? 'all'}
            onChange={(value) => set({ role: value === 'all' ? null : value })}
            data={ROLES.map((role) => ({ value: role, label: t(`matings.mine.role.${role}`) }))}
            aria-label={t('matings.mine.roleLabel')}
          />
          <Select
            aria-label={t('matings.mine.statusLabel')}
            placeholder={t('matings.mine.anyStatus')}
            data={MATING_STATUSES.map((value) => ({ value, label: t(`matings.status.${value}`) }))}
            value={filters.status ?? null}
            onChange={(value) => set({ status: value })}
            clearable
            w={200}
            data-testid="my-matings-status"
          />
        </Group>
        <Button component={Link} to={path('m-add')} data-testid="my-matings-add">
          {t('matings.mine.add')}
        </Button>
      </Group>
      {answerError && (
        <Alert color="red" variant="light" role="alert">
          {t(actionErrorKey(answerError))}
        </Alert>
      )}
      <PagedResults
        list={myMatings}
        onPage={setPage}
        skeleton={skeleton}
        empty={
          <Text c="dimmed" data-testid="my-matings-empty">
            {t('matings.mine.empty')}
          </Text>
        }
        testId="my-matings-results"
      >
        {(page) => (
          <Stack component="ul" gap="xs" style={listStyle} data-testid="my-matings">
            {page.items.map((item) => (
              <MyMatingRow key={item.matingId} item={item} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Section>
  );
}
