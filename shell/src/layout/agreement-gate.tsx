import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAccepted } from '../modals/agreement';
import { AgreementContent } from '../modals/shell-modals';
import { SwipeToClose } from '../modals/swipe-to-close';

/**
 * Shows the agreement modal until it is accepted (cookie `agree`). It is part of the page itself, not opened after
 * mount, so the server draws it in the first paint exactly as the browser then shows it (no portal: it is fixed anyway).
 */
export function AgreementGate() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => !hasAccepted());
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Modal opened onClose={close} title={t('agree.title')} withinPortal={false} data-testid="agreement-modal">
      <SwipeToClose onClose={close}>
        <AgreementContent onAccepted={close} />
      </SwipeToClose>
    </Modal>
  );
}
