import { useEffect } from 'react';
import { openModal } from '@bc/shared';
import { hasAccepted } from '../modals/agreement';

/** Shows the agreement modal until it is accepted. */
export function AgreementGate() {
  useEffect(() => {
    if (!hasAccepted()) openModal('agree');
  }, []);
  return null;
}
