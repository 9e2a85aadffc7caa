import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@bc/shared';
import type { ModerationLitter } from '@bc/shared/contracts';
import { type LitterFilters, litters } from '../model';
import { BreedingQueue } from './breeding-queue';
import { pairOf } from './facts';
import { CommonFilterSelects, commonFilters } from './filters';
import { LitterItem } from './litter-item';

const parse = (params: URLSearchParams): LitterFilters => commonFilters(params);

/**
 * `/moder/litters`: litter announcements (the published ones; the status filter shows drafts or hidden ones), with
 * their flags; hide, publish again, open the litter (its mating's page, else its dam's, where the litter is listed).
 */
export function LittersQueueView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  return (
    <BreedingQueue
      model={litters}
      parse={parse}
      filters={(filters, set) => <CommonFilterSelects filters={filters} set={set} />}
      nameOf={(item: ModerationLitter) => pairOf(item)}
      pathOf={(item) => (item.matingId !== null ? path('m-id', { id: item.matingId }) : item.dam ? path('pets-id', { id: item.dam.id }) : null)}
      kind="litter"
      empty={t('breeding.emptyLitters')}
      testId="litters-queue"
    >
      {(item) => <LitterItem litter={item} />}
    </BreedingQueue>
  );
}
