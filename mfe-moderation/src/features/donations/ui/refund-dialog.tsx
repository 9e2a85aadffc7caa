import { Text } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { type ModeratorDonation, REFUND_REASONS, type RefundReason } from '@bc/shared/contracts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatMoney } from './money';
import { NoteField } from '../../../ui/note-field';

interface RefundDialogProps {
  /** The donation to refund; null: closed. */
  donation: ModeratorDonation | null;
  busy: boolean;
  /** The refund's refusal. */
  alert: ReactNode;
  onConfirm(reason: RefundReason, note: string): void;
  onClose(): void;
}

/**
 * A refund: a destructive action, so it asks for a reason and a note (both kept in the audit log; the payer reads the
 * reason) and says what follows before the red button. Keyed by the donation: each opening starts empty.
 */
export function RefundDialog({ donation, busy, alert, onConfirm, onClose }: RefundDialogProps) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const amount = donation ? formatMoney(donation.amount, donation.currency, locale) : '';
  return (
    <ConfirmDialog
      opened={donation !== null}
      title={t('donations.refundTitle', { amount, name: donation?.name ?? '' })}
      alert={alert}
      submitLabel={t('donations.refundConfirm', { amount })}
      color="red"
      canSubmit={reason !== null && note.trim() !== ''}
      busy={busy}
      onSubmit={() => reason && onConfirm(reason, note.trim())}
      onClose={onClose}
      testId="refund"
    >
      {donation && (
        <>
          <Select
            label={t('donations.refundReason')}
            placeholder={t('reason.placeholder')}
            data={REFUND_REASONS.map((value) => ({ value, label: t(`donations.refundReasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as RefundReason | null)}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="refund-reason"
          />
          <NoteField label={t('donations.refundNote')} value={note} onChange={setNote} required testId="refund-note" />
          <Text size="sm" fw={600} data-testid="refund-warning">
            {t('donations.refundWarning', { amount, provider: t(`donations.providers.${donation.provider}`) })}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
