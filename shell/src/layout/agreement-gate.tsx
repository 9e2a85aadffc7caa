import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAccepted } from '../modals/agreement';
import { loadedModalPart, loadModalPart } from '../modals/modal-part';
import { AgreementContent } from '../modals/shell-modals';
import { SwipeToClose } from '../modals/swipe-to-close';

/**
 * Shows the agreement modal until it is accepted (cookie `agree`). It is part of the page itself, not opened after
 * mount, so the server draws it in the first paint exactly as the browser then shows it (no portal: it is fixed anyway).
 * Modal's code is loaded before the first render when the agreement is due (bootstrap, and the server's renderer).
 */
export function AgreementGate() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => !hasAccepted());
  const [part, setPart] = useState(loadedModalPart);
  useEffect(() => {
    if (open && !part) void loadModalPart().then(setPart, (error: unknown) => console.error('[shell] could not load the agreement modal', error));
  }, [open, part]);
  if (!open || !part) return null;
  const { Modal } = part;
  const close = () => setOpen(false);
  return (
    <Modal opened onClose={close} title={t('agree.title')} withinPortal={false} data-testid="agreement-modal">
      <SwipeToClose onClose={close}>
        <AgreementContent onAccepted={close} />
      </SwipeToClose>
    </Modal>
  );
}
