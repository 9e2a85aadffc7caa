import { Stack } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { ExportMenu } from '@bc/shared/exports';
import { LoadGate } from '@bc/shared/load';
import { CoiSummary } from '../features/genetics';
import { PedigreeChart, pedigreeTree } from '../features/tree';
import { useDefaultDepth } from '../ui/use-default-depth';
import { useQueryDepth } from '../ui/use-query-depth';
import { TreeSkeleton } from './tree-skeleton';
import classes from './pet-pedigree-view.module.css';

/** The pedigree tab: COI, AVK and completeness above the tree of `?depth=` generations. */
export function PetPedigreeView({ petId }: { petId: number }) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const [depth, setDepth] = useQueryDepth('depth', useDefaultDepth());
  const [tree, status, opened, retried] = useUnit([pedigreeTree.$tree, pedigreeTree.$treeStatus, pedigreeTree.treeOpened, pedigreeTree.treeRetried]);

  useEffect(() => {
    opened({ kind: 'pet', id: petId, depth, locale });
  }, [opened, petId, depth, locale]);

  return (
    <LoadGate
      status={status}
      hasData={tree !== null}
      onRetry={retried}
      skeleton={<TreeSkeleton />}
      notFound={t('state.notFound')}
      testId="pedigree"
    >
      {tree && (
        <Stack gap="md" data-testid="pedigree-view">
          <div className={classes.summary}>
            <CoiSummary coi={tree.coi} avk={tree.avk} />
          </div>
          <PedigreeChart
            tree={tree}
            depth={depth}
            onDepthChange={setDepth}
            loading={status === 'loading'}
            actions={<ExportMenu target={{ kind: 'pedigree', id: petId, generations: depth }} testId="pedigree-export" />}
          />
        </Stack>
      )}
    </LoadGate>
  );
}
