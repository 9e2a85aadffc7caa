import { Button } from '@bc/shared/mantine';
import type { NotificationData, NotificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import i18next from 'i18next';
import { toastRequested, updateAvailable, type ToastPosition, type ToastRequest, type ToastType } from '@bc/shared';
import { TOAST_ICONS } from './toast-icons';

const NotificationsLayer = lazy(() => import('./notifications-layer'));

export const TOAST_TIMEOUT_MS = 5000;
/** At most this many toasts are visible in each position; older ones wait in Mantine's queue. */
export const TOAST_LIMIT = 20;
export const TOAST_POSITION: ToastPosition = 'top-right';

export const TOAST_COLORS: Record<ToastType, string | undefined> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  default: undefined,
};

let shown = 0;

/**
 * Mantine's notification for a toast request. Mantine lists the toasts of a position in order of `priority` (higher
 * first), then oldest first; every toast gets a higher priority than the ones before it, so the newest is on top in
 * every position, and when more than `TOAST_LIMIT` wait in one position the oldest are the ones queued.
 */
export function toastData(request: ToastRequest): NotificationData {
  const type = request.type ?? 'default';
  shown += 1;
  return {
    title: request.title,
    color: TOAST_COLORS[type],
    icon: TOAST_ICONS[type],
    // Mantine draws the colour bar between the corners: the theme's large radius would hide it on a one-line toast.
    radius: 'md',
    position: request.position ?? TOAST_POSITION,
    autoClose: request.autoClose ?? TOAST_TIMEOUT_MS,
    priority: shown,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
    'data-toast-type': type,
    message: request.action ? (
      <>
        {request.message}{' '}
        <Button size="compact-sm" variant="light" ml="xs" onClick={request.action.onClick}>
          {request.action.label}
        </Button>
      </>
    ) : (
      request.message
    ),
  };
}

/** The store keeps Mantine's default limit (5) until the container mounts: set ours before the first toast. */
function applyToastLimit(store: NotificationsStore): void {
  const state = store.getState();
  if (state.limit !== TOAST_LIMIT) store.setState({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });
}

export async function showToastNow(request: ToastRequest): Promise<string> {
  const { notifications, notificationsStore } = await import('@mantine/notifications');
  applyToastLimit(notificationsStore);
  return notifications.show(toastData(request));
}

/**
 * Shows toasts requested on the bus, and the update-available toast. Mantine's notifications (their container and
 * code, ~9 KB gzip) load with the first toast: most pages never show one.
 */
export function ToastHost() {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const show = (request: ToastRequest) => {
      setRequested(true);
      void showToastNow(request);
    };
    const unToast = toastRequested.watch(show);
    const unUpdate = updateAvailable.watch(() =>
      show({
        type: 'info',
        title: i18next.t('common:update.title'),
        message: i18next.t('common:update.text'),
        autoClose: false,
        action: { label: i18next.t('common:update.reload'), onClick: () => window.location.reload() },
      }),
    );
    return () => {
      unToast.unsubscribe();
      unUpdate.unsubscribe();
    };
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsLayer />
    </Suspense>
  );
}
