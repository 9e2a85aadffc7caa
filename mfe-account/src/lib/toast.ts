import { createEffect } from 'effector';
import i18next from 'i18next';
import { showToast, type ApiError } from '@bc/shared';
import { failureTextNow } from './failure';

/** A success toast with a message of the `account` namespace. */
export const successToastFx = createEffect((key: string) => {
  showToast({ type: 'success', message: i18next.t(`account:${key}`) });
});

/** An error toast for a failed call. */
export const failureToastFx = createEffect((error: ApiError) => {
  showToast({ type: 'error', message: failureTextNow(error) });
});

/** An error toast with a message of the `account` namespace. */
export const failureKeyToastFx = createEffect((key: string) => {
  showToast({ type: 'error', message: i18next.t(`account:${key}`) });
});
