import { Button } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import type { ModerationReason, PublishStatus } from '@bc/shared/contracts';
import type { ReasonDecision } from '../reason-form';
import { BulkReason } from './bulk-reason';
import { runEach } from './run-each';

interface BulkPublicationProps<Item extends { id: number; publishStatus: PublishStatus }> {
  items: Item[];
  /** The queue's last reason, preselected in the hide form. */
  reason: ModerationReason | null;
  hide(item: Item, decision: ReasonDecision): Promise<unknown>;
  publish(item: Item): Promise<unknown>;
  noteLabel?: string;
  /** Empties the selection once done. */
  clear(): void;
}

/**
 * A queue of published records' bulk bar: publish the selected hidden ones again, hide the others with one reason
 * (each its own request and audit entry).
 */
export function BulkPublication<Item extends { id: number; publishStatus: PublishStatus }>({ items, reason, hide, publish, noteLabel, clear }: BulkPublicationProps<Item>) {
  const { t } = useTranslation('moderation');
  const hidden = items.filter((item) => item.publishStatus === 'hidden');
  const shown = items.filter((item) => item.publishStatus !== 'hidden');
  return (
    <>
      {hidden.length > 0 && (
        <Button size="compact-md" variant="light" onClick={() => void runEach(hidden, publish).then(clear)} data-testid="bulk-publish">
          {t('queue.bulkPublish', { count: hidden.length })}
        </Button>
      )}
      <BulkReason
        items={shown}
        label={t('queue.bulkHide', { count: shown.length })}
        submitLabel={t('hide.submit')}
        noteLabel={noteLabel}
        initial={reason}
        decide={hide}
        onDone={clear}
        testId="bulk-hide"
      />
    </>
  );
}
