import { Button } from '@bc/shared/mantine';
import { useState } from 'react';
import type { ModerationReason } from '@bc/shared/contracts';
import { type ReasonDecision, ReasonForm } from '../reason-form';
import { runEach } from './run-each';

interface BulkReasonProps<Item> {
  /** The rows it applies to (the button is left out without any). */
  items: readonly Item[];
  label: string;
  submitLabel: string;
  noteLabel?: string;
  /** The queue's last reason, preselected. */
  initial: ModerationReason | null;
  decide(item: Item, decision: ReasonDecision): Promise<unknown>;
  /** After every row was decided (the selection is cleared). */
  onDone(): void;
  /** `<testId>` on the button, `<testId>-form`… on the form. */
  testId: string;
}

/** A bulk rejection: the button opens one reason form in the bar, whose reason and note go to each selected row. */
export function BulkReason<Item>({ items, label, submitLabel, noteLabel, initial, decide, onDone, testId }: BulkReasonProps<Item>) {
  const [asking, setAsking] = useState(false);
  if (items.length === 0) return null;
  const submit = (decision: ReasonDecision) =>
    void runEach(items, (item) => decide(item, decision)).then(() => {
      setAsking(false);
      onDone();
    });
  return (
    <>
      <Button size="compact-md" variant="light" color="red" onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </Button>
      {asking && (
        <div style={{ flexBasis: '100%' }}>
          <ReasonForm title={label} initial={initial} submitLabel={submitLabel} noteLabel={noteLabel} busy={false} onSubmit={submit} onCancel={() => setAsking(false)} testId={testId} />
        </div>
      )}
    </>
  );
}
