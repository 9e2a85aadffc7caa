import { Stack } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@bc/shared';
import { AnnouncementsView } from '../features/announcements';
import { HowToMatingButton } from '../features/how-to-mating';
import { ParentPicker, PossibleMatingView, useUrlPair } from '../features/possible-mating';
import { StudSearchView } from '../features/stud-search';

type Mode = 'test' | 'studs' | 'lists';
const MODES: readonly Mode[] = ['test', 'studs', 'lists'];

/**
 * `/possible-mating`: a test mating of a sire and a dam chosen by name (`?sire=ID&dam=ID`), or (`?mode=studs`) the stud
 * search: the males for a dam ranked by the puppies' COI, or (`?mode=lists`) the public announcements (litters with
 * puppies, matings, planned matings); with the how-to help.
 */
export default function PossibleMatingPage() {
  const route = 'possible-mating';
  const { t } = useTranslation('matings');
  const [params, setParams] = useSearchParams();
  const [pair, setPair] = useUrlPair();
  const mode: Mode = MODES.find((m) => m !== 'test' && m === params.get('mode')) ?? 'test';
  const setMode = (next: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'test') changed.delete('mode');
      else changed.set('mode', next);
      changed.delete('page');
      changed.delete('kind');
      return changed;
    });
  return (
    <PageLayout route={route} actions={<HowToMatingButton />}>
      <Stack gap="lg">
        <SegmentedControl
          value={mode}
          onChange={setMode}
          data={[
            { value: 'test', label: t('studs.modeTest') },
            { value: 'studs', label: t('studs.modeStuds') },
            { value: 'lists', label: t('lists.mode') },
          ]}
          data-testid="mating-mode"
          // On a phone the two modes share the width and their labels wrap, never cut.
          fullWidth
          styles={{ root: { maxWidth: 720 }, label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        />
        {mode === 'lists' ? (
          <AnnouncementsView />
        ) : mode === 'studs' ? (
          <StudSearchView damId={pair.dam} damPicker={<ParentPicker role="dam" id={pair.dam} onChange={(dam) => setPair({ ...pair, dam })} />} />
        ) : (
          <PossibleMatingView />
        )}
      </Stack>
    </PageLayout>
  );
}
