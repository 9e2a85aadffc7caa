import { Stack, Text } from '@bc/shared/mantine';
import { Radio } from '@bc/shared/mantine/radio';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountRequestDecision, type ModerationAccountRequest } from '@bc/shared/contracts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { memberName } from './request-card';
import { NoteField } from '../../../ui/note-field';

interface ApproveDialogProps {
  /** The request being approved; null: closed. */
  request: ModerationAccountRequest | null;
  busy: boolean;
  /** The approval's refusal. */
  alert: ReactNode;
  onConfirm(decision: AccountRequestDecision, note: string | undefined): void;
  onClose(): void;
}

/**
 * The approval of an account request: the moderator chooses what it does (the account itself to the person who asked,
 * or the account's dogs and kennel to the requester's own account), reads what follows, and confirms. Keyed by the
 * request: each opening starts without a choice.
 */
export function ApproveDialog({ request, busy, alert, onConfirm, onClose }: ApproveDialogProps) {
  const { t } = useTranslation('moderation');
  const [decision, setDecision] = useState<AccountRequestDecision | null>(null);
  const [note, setNote] = useState('');
  const account = request ? memberName(request.target) : '';
  const requester = request?.requester ? memberName(request.requester) : null;
  return (
    <ConfirmDialog
      opened={request !== null}
      title={t('accountRequests.approveTitle', { account })}
      size="lg"
      alert={alert}
      submitLabel={decision === 'move-dogs' ? t('accountRequests.confirmMove') : t('accountRequests.confirmHandOver')}
      canSubmit={decision !== null}
      busy={busy}
      onSubmit={() => decision && onConfirm(decision, note.trim() || undefined)}
      onClose={onClose}
      testId="approve"
    >
      {request && (
        <>
          <Radio.Group value={decision} onChange={(value) => setDecision(value as AccountRequestDecision)} label={t('accountRequests.approveQuestion')} required>
            <Stack gap="sm" mt="xs">
              <Radio
                value="hand-over"
                label={t('accountRequests.handOver')}
                description={t('accountRequests.handOverHint', { account, email: request.email })}
                data-testid="approve-hand-over"
              />
              <Radio
                value="move-dogs"
                disabled={!requester}
                label={requester ? t('accountRequests.moveDogs', { requester }) : t('accountRequests.moveDogsVisitor')}
                description={requester ? t('accountRequests.moveDogsHint', { account, requester, count: request.target.dogCount }) : t('accountRequests.moveDogsNoRequester')}
                data-testid="approve-move-dogs"
              />
            </Stack>
          </Radio.Group>
          <NoteField label={t('accountRequests.note')} value={note} onChange={setNote} testId="approve-note" />
          {decision && (
            <Text size="sm" fw={600} data-testid="approve-warning">
              {decision === 'hand-over' ? t('accountRequests.handOverWarning') : t('accountRequests.moveDogsWarning')}
            </Text>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
