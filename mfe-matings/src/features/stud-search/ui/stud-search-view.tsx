import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
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
  const error = useUnit(studList.$error);
  const path = useLocalePath();
  // The ranked search is for premium members (the API answers 403 to everyone else): premium is offered instead.
  const premiumOnly = damId !== null && error?.statusCode === 403;

  return (
    <Stack gap="lg" data-testid="stud-search">
      {damPicker}
      {premiumOnly && (
        <Alert color="yellow" variant="light" title={t('studs.premiumOnly.title')} data-testid="stud-premium-only">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('studs.premiumOnly.text')}</Text>
            <Button component={Link} to={path('premium')} size="xs" data-testid="stud-premium-link">
              {t('studs.premiumOnly.action')}
            </Button>
          </Stack>
        </Alert>
      )}
      {premiumOnly ? null : damId === null ? (
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
