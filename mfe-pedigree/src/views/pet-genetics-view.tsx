import { Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { DiseaseTable, petDiseases } from '../features/diseases';
import { CoiSummary, CommonAncestorsTable, CompletenessProfile } from '../features/genetics';
import { $healthSets, $pet, $petStatus, HealthResults, petHealthOpened, petHealthRetried } from '../features/health';
import { geneticsTree } from '../features/tree';
import { DEPTH_MAX } from '../lib/depth';
import { DepthControl } from '../ui/depth-control';
import { useQueryDepth } from '../ui/use-query-depth';
import { TreeSkeleton } from './tree-skeleton';

export interface PetGeneticsViewProps {
  petId: number;
}

/**
 * The genetics tab over `?generations=` N (3..10, the API's 10 by default): COI over N and over the whole
 * pedigree, completeness per generation for both, AVK, common ancestors, then the dog's own recorded health results right
 * above the DNA tests across the tree (where its inferred statuses are).
 */
export function PetGeneticsView({ petId }: PetGeneticsViewProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const [generations, setGenerations] = useQueryDepth('generations', DEPTH_MAX);
  const [tree, treeStatus, treeOpened, treeRetried] = useUnit([
    geneticsTree.$tree,
    geneticsTree.$treeStatus,
    geneticsTree.treeOpened,
    geneticsTree.treeRetried,
  ]);
  const [diseases, diseasesStatus, diseasesOpened, diseasesRetried] = useUnit([
    petDiseases.$diseases,
    petDiseases.$diseasesStatus,
    petDiseases.diseasesOpened,
    petDiseases.diseasesRetried,
  ]);
  const [pet, petStatus, healthSets, healthOpened, healthRetried] = useUnit([
    $pet,
    $petStatus,
    $healthSets,
    petHealthOpened,
    petHealthRetried,
  ]);

  useEffect(() => {
    treeOpened({ kind: 'pet', id: petId, depth: generations, generations, locale });
    diseasesOpened({ kind: 'pet', id: petId, depth: generations, locale });
  }, [treeOpened, diseasesOpened, petId, generations, locale]);

  // The recorded results depend on the pet only (the dictionary holds every language).
  useEffect(() => {
    healthOpened({ id: petId });
  }, [healthOpened, petId]);

  return (
    <LoadGate
      status={treeStatus}
      hasData={tree !== null}
      onRetry={treeRetried}
      skeleton={<TreeSkeleton chart={false} />}
      notFound={t('state.notFound')}
      testId="genetics"
    >
      {tree && (
        <Stack gap="xl" data-testid="genetics-view">
          <Stack gap="md">
            <DepthControl label={t('genetics.generations')} value={generations} onChange={setGenerations} />
            <CoiSummary coi={tree.coi} avk={tree.avk} />
          </Stack>
          <Section title={t('genetics.completenessTitle')} description={t('genetics.completenessText')}>
            <CompletenessProfile coi={tree.coi} />
          </Section>
          <Section title={t('genetics.commonTitle')} description={t('genetics.commonText')}>
            <CommonAncestorsTable rows={tree.commonAncestors} generations={tree.coi.generations} />
          </Section>
          <Section title={t('health.title')} description={t('health.text')} testId="health-results">
            <LoadGate
              status={petStatus}
              hasData={pet !== null}
              onRetry={healthRetried}
              skeleton={<Skeleton height={120} radius="md" />}
              notFound={t('state.notFound')}
              testId="health"
            >
              {pet && <HealthResults pet={pet} sets={healthSets} />}
            </LoadGate>
          </Section>
          <Section title={t('diseases.title')} description={t('diseases.text')}>
            <LoadGate
              status={diseasesStatus}
              hasData={diseases !== null}
              onRetry={diseasesRetried}
              skeleton={<TreeSkeleton chart={false} />}
              notFound={t('state.notFound')}
              testId="diseases"
            >
              {diseases && <DiseaseTable report={diseases} mode="pet" />}
            </LoadGate>
          </Section>
        </Stack>
      )}
    </LoadGate>
  );
}
