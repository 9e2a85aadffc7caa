import { createEffect } from 'effector';
import i18next from 'i18next';
import { showToast, type ApiError } from '@bc/shared';
import { failureTextNow } from './failure';

/** A message of the `account` namespace: its key, or its key and values. */
export type ToastMessage = string | { key: string; values: Record<string, string | number> };

/** A success toast with a message of the `account` namespace. */
export const successToastFx = createEffect((message: ToastMessage) => {
  const { key, values } = typeof message === 'string' ? { key: message, values: {} } : message;
  showToast({ type: 'success', message: i18next.t(`account:${key}`, values) });
});

/** An error toast for a failed call. */
export const failureToastFx = createEffect((error: ApiError) => {
  showToast({ type: 'error', message: failureTextNow(error) });
});
