import { Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults, useListUrl, type PagedQuery } from '@bc/shared/list';
import { AnnouncementRow } from '@bc/shared/pets';
import { announcementFiltersFromParams, announcementList, LIST_KINDS, type AnnouncementFilters } from '../model';

/**
 * The public announcements (`?mode=lists`): litters with puppies available, matings done and planned matings, one
 * kind at a time (`?kind=`), newest first, a page at a time (`?page=`).
 */
export function AnnouncementsView() {
  const { t } = useTranslation('matings');
  const onChange = useCallback((query: PagedQuery<AnnouncementFilters>) => announcementList.shown(query), []);
  const { filters, set, setPage } = useListUrl(announcementFiltersFromParams, onChange);
  return (
    <Stack gap="lg" data-testid="announcements">
      <SegmentedControl
        value={filters.kind}
        onChange={(kind) => set({ kind: kind === 'litter' ? null : kind })}
        data={LIST_KINDS.map((kind) => ({ value: kind, label: t(`lists.kind.${kind}`) }))}
        aria-label={t('lists.kindLabel')}
        fullWidth
        styles={{ root: { maxWidth: 560 }, label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        data-testid="announcements-kind"
      />
      <PagedResults
        list={announcementList}
        onPage={setPage}
        skeleton={
          <Stack gap="sm">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={96} radius="md" />
            ))}
          </Stack>
        }
        empty={
          <Text c="dimmed" data-testid="announcements-empty">
            {t(`lists.empty.${filters.kind}`)}
          </Text>
        }
        testId="announcement-results"
      >
        {(answer) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {answer.items.map((item) => (
              <AnnouncementRow key={`${item.kind}-${item.litterId ?? 0}-${item.matingId ?? 0}`} item={item} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
