import { ActionIcon, Group, Paper, Title, useFocusTrap } from '@bc/shared/mantine';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAccepted } from '../modals/agreement';
import { AgreementContent } from '../modals/shell-modals';
import { SwipeToClose } from '../modals/swipe-to-close';
import classes from './agreement-gate.module.css';

/**
 * Shows the agreement until it is accepted (cookie `agree`). It is part of the page itself, not opened after mount,
 * so the server draws it in the first paint exactly as the browser then shows it. A dialog of the layer's core
 * components, not Mantine's Modal: a first visit would otherwise load Modal, its overlay, portal and scroll lock
 * (about 10 KB gzip) for this one box. Like a modal it takes the focus and keeps it (Tab cycles inside), closes with
 * Escape, its close button or a swipe down, and keeps the page behind it from scrolling.
 */
export function AgreementGate() {
  const { t } = useTranslation(['shell', 'common']);
  const [open, setOpen] = useState(() => !hasAccepted());
  const titleId = useId();
  const trapRef = useFocusTrap(open);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // The page behind does not scroll; the scrollbar's width is kept as padding, so nothing moves sideways.
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (gap > 0) root.style.paddingRight = `${gap}px`;
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      Object.assign(root.style, before);
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={classes.overlay} data-testid="agreement-modal">
      <Paper ref={trapRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.dialog} p="md" radius="md" shadow="xl" data-swipe-box>
        <SwipeToClose onClose={close}>
          <Group justify="space-between" wrap="nowrap" mb="sm">
            <Title order={2} id={titleId} className={classes.title}>
              {t('agree.title')}
            </Title>
            <ActionIcon variant="subtle" color="gray" onClick={close} aria-label={t('common:actions.close')}>
              <svg viewBox="0 0 15 15" width="16" height="16" fill="currentColor" aria-hidden="true">
                <path d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5 3.22 10.72a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5l3.22-3.22Z" />
              </svg>
            </ActionIcon>
          </Group>
          <AgreementContent onAccepted={close} />
        </SwipeToClose>
      </Paper>
    </div>
  );
}
