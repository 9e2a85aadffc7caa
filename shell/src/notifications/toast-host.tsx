import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import i18next from 'i18next';
import { toastRequested, updateAvailable, type ToastRequest, type ToastType } from '@bc/shared';
import { $firstRouteRendered } from '../app/first-render';

const NotificationsLayer = lazy(() => import('./notifications-layer'));

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

const COLORS: Record<ToastType, string | undefined> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  default: undefined,
};

export async function showToastNow(request: ToastRequest): Promise<string> {
  const type = request.type ?? 'default';
  const { notifications } = await import('@mantine/notifications');
  return notifications.show({
    title: request.title,
    color: COLORS[type],
    position: request.position,
    autoClose: request.autoClose ?? TOAST_TIMEOUT_MS,
    withBorder: true,
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
  } as Parameters<typeof notifications.show>[0]);
}

/**
 * Shows toasts requested on the bus, and the update-available toast. Mantine's notifications are not needed for the
 * first paint: their container (and code) load once the first page has rendered, or earlier when a toast is requested;
 * toasts shown before that wait in Mantine's store.
 */
export function ToastHost() {
  const firstRendered = useUnit($firstRouteRendered);
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
  if (!firstRendered && !requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsLayer />
    </Suspense>
  );
}
