import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import i18next from 'i18next';
import { toastRequested, updateAvailable, type ToastRequest, type ToastType } from '@bc/shared';

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

const COLORS: Record<ToastType, string | undefined> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  default: undefined,
};

export function showToastNow(request: ToastRequest): string {
  const type = request.type ?? 'default';
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

/** Shows toasts requested on the bus, and the update-available toast. */
export function ToastHost() {
  useEffect(() => {
    const unToast = toastRequested.watch((request) => void showToastNow(request));
    const unUpdate = updateAvailable.watch(() =>
      showToastNow({
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
  return null;
}
