import { Button, Group, Stack } from '@bc/shared/mantine';
import { Modal } from '@bc/shared/mantine/modal';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The choices and fields, then what follows from the decision. */
  children: ReactNode;
  /** The decision's refusal, shown in the dialog (the page's alert is behind it). */
  alert: ReactNode;
  submitLabel: string;
  /** Red for what cannot be undone (a refund). */
  color?: string;
  canSubmit: boolean;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  /** `<testId>` on the dialog, `<testId>-confirm` on its button. */
  testId: string;
  size?: string;
}

/** A decision that says what it does before it is made: a dialog with its fields, the refusal if any, the confirm and cancel buttons. */
export function ConfirmDialog({ opened, title, children, alert, submitLabel, color, canSubmit, busy, onSubmit, onClose, testId, size }: ConfirmDialogProps) {
  const { t } = useTranslation('moderation');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} data-testid={testId}>
      {opened && (
        <Stack gap="md" component="form" onSubmit={submit}>
          {children}
          {alert}
          <Group gap="sm">
            <Button type="submit" color={color} disabled={!canSubmit} loading={busy} data-testid={`${testId}-confirm`}>
              {submitLabel}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('ban.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
