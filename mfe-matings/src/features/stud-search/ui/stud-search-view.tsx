import { Group, Stack, Text } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults, useListUrl, type PagedQuery } from '@bc/shared/list';
import { PetListSkeleton } from '@bc/shared/pets';
import { studFiltersFromParams, studList, type StudFilters } from '../model';
import { StudRow } from './stud-row';

export interface StudSearchViewProps {
  /** The dam the URL names (`?dam=ID`), or null. */
  damId: number | null;
  /** The dam's picker (the test mating's). */
  damPicker: ReactNode;
}

/** The stud search: choose a dam, see the males for her ranked by the puppies' COI, each row explained. */
export function StudSearchView({ damId, damPicker }: StudSearchViewProps) {
  const { t } = useTranslation('matings');
  const onChange = useCallback(
    (query: PagedQuery<Omit<StudFilters, 'damId'>>) => {
      if (damId !== null) studList.shown({ ...query, damId });
    },
    [damId],
  );
  const { filters, set, setPage } = useListUrl(studFiltersFromParams, onChange);

  return (
    <Stack gap="lg" data-testid="stud-search">
      {damPicker}
      {damId === null ? (
        <Text c="dimmed" data-testid="stud-hint">
          {t('studs.hint')}
        </Text>
      ) : (
        <>
          <Group gap="lg" wrap="wrap">
            <Checkbox label={t('studs.withoutDnaRisk')} checked={filters.withoutDnaRisk} onChange={(event) => set({ risk: event.currentTarget.checked ? '0' : null })} />
            <Checkbox label={t('studs.aliveOnly')} checked={filters.aliveOnly} onChange={(event) => set({ alive: event.currentTarget.checked ? '1' : null })} />
            <Checkbox label={t('studs.allMales')} checked={filters.allMales} onChange={(event) => set({ all: event.currentTarget.checked ? '1' : null })} />
          </Group>
          <PagedResults list={studList} onPage={setPage} skeleton={<PetListSkeleton mode="list" count={5} />} empty={<Text c="dimmed">{t('studs.empty')}</Text>} testId="stud-results">
            {(answer) => (
              <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {answer.items.map((item) => (
                  <StudRow key={item.pet.id} item={item} damId={damId} />
                ))}
              </Stack>
            )}
          </PagedResults>
        </>
      )}
    </Stack>
  );
}
