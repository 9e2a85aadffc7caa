import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@bc/shared';
import { MATING_STATUSES, type ModerationMating } from '@bc/shared/contracts';
import { type MatingFilters, matings } from '../model';
import { BreedingQueue } from './breeding-queue';
import { pairOf } from './facts';
import { CommonFilterSelects, commonFilters, FilterSelect, oneOf } from './filters';
import { MatingItem } from './mating-item';


/**
 * `/moder/matings` (the published announcements to review) and `/moder/all-matings` (`all`: every mating, drafts
 * and hidden ones included): filter by flag, status, publication and order; hide, publish again, open the mating page.
 */
export function MatingsQueueView({ all = false }: { all?: boolean }) {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const parse = (params: URLSearchParams): MatingFilters => {
    const matingStatus = oneOf(MATING_STATUSES, params.get('matingStatus'));
    return { ...(all ? { all: true } : {}), ...commonFilters(params), ...(matingStatus ? { matingStatus } : {}) };
  };
  return (
    <BreedingQueue
      model={matings}
      parse={parse}
      filters={(filters, set) => (
        <CommonFilterSelects filters={filters} set={set}>
          <FilterSelect
            name="matingStatus" label={t('breeding.matingStatus')} placeholder={t('pets.anyStatus')} value={filters.matingStatus} set={set}
            data={MATING_STATUSES.map((value) => ({ value, label: t(`breeding.status.${value}`) }))}
          />
        </CommonFilterSelects>
      )}
      nameOf={(item: ModerationMating) => pairOf(item)}
      pathOf={(item) => path('m-id', { id: item.id })}
      kind="mating"
      empty={t('breeding.emptyMatings')}
      testId="matings-queue"
    >
      {(item) => <MatingItem mating={item} />}
    </BreedingQueue>
  );
}
