import { Stack } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, type TestMatingProps, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { DiseaseTable, matingDiseases } from '../features/diseases';
import { CoiSummary, CommonAncestorsTable, CompletenessProfile } from '../features/genetics';
import { PedigreeChart, matingTree } from '../features/tree';
import { useDefaultDepth } from '../ui/use-default-depth';
import { TreeSkeleton } from './tree-skeleton';

/** The hypothetical litter of a sire and a dam: COI with its completeness per generation, common ancestors, expected DNA-test results and the tree. */
export function TestMatingView({ sireId, damId }: TestMatingProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const [depth, setDepth] = useState(useDefaultDepth());
  const [tree, treeStatus, treeOpened, treeRetried] = useUnit([matingTree.$tree, matingTree.$treeStatus, matingTree.treeOpened, matingTree.treeRetried]);
  const [diseases, diseasesStatus, diseasesOpened, diseasesRetried] = useUnit([
    matingDiseases.$diseases,
    matingDiseases.$diseasesStatus,
    matingDiseases.diseasesOpened,
    matingDiseases.diseasesRetried,
  ]);

  useEffect(() => {
    treeOpened({ kind: 'mating', sireId, damId, depth, locale });
  }, [treeOpened, sireId, damId, depth, locale]);
  useEffect(() => {
    diseasesOpened({ kind: 'mating', sireId, damId, locale });
  }, [diseasesOpened, sireId, damId, locale]);

  return (
    <LoadGate
      status={treeStatus}
      hasData={tree !== null}
      onRetry={treeRetried}
      skeleton={<TreeSkeleton />}
      notFound={t('state.matingNotFound')}
      testId="mating"
    >
      {tree && (
        <Stack gap="xl" data-testid="test-mating">
          <Section order={3} title={t('mating.coiTitle')} description={t('mating.coiText')}>
            <CoiSummary coi={tree.coi} avk={tree.avk} />
          </Section>
          <Section order={3} title={t('genetics.completenessTitle')} description={t('genetics.completenessText')}>
            <CompletenessProfile coi={tree.coi} />
          </Section>
          <Section order={3} title={t('genetics.commonTitle')} description={t('genetics.commonText')}>
            <CommonAncestorsTable rows={tree.commonAncestors} generations={tree.coi.generations} />
          </Section>
          <Section order={3} title={t('mating.diseasesTitle')} description={t('mating.diseasesText')}>
            <LoadGate
              status={diseasesStatus}
              hasData={diseases !== null}
              onRetry={diseasesRetried}
              skeleton={<TreeSkeleton chart={false} />}
              notFound={t('state.matingNotFound')}
              testId="mating-diseases"
            >
              {diseases && <DiseaseTable report={diseases} mode="mating" />}
            </LoadGate>
          </Section>
          <Section order={3} title={t('mating.treeTitle')}>
            <PedigreeChart tree={tree} depth={depth} onDepthChange={setDepth} loading={treeStatus === 'loading'} />
          </Section>
        </Stack>
      )}
    </LoadGate>
  );
}
