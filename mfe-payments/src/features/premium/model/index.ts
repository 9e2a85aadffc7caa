import { createEffect, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { PremiumState } from '@bc/shared/contracts';
import { createLoadModel } from '@bc/shared/load';
import { getPremiumState } from '../api/get-premium-state';
import { setAutoPay } from '../api/set-auto-pay';

/** The member's premium (status, end date, auto-pay), opened with the member's id. */
export const premiumState = createLoadModel({ fetch: (_userId: number, signal: AbortSignal) => getPremiumState(signal) });

/** The auto-pay switch: the answer replaces the state on screen. */
export const autoPaySetFx = createEffect<boolean, PremiumState, ApiError>((enabled) => setAutoPay(enabled));
premiumState.patch(autoPaySetFx.doneData, (_, next) => next);

/** After a failed switch the state is asked again (the switch shows what is stored). */
sample({ clock: autoPaySetFx.fail, target: premiumState.retried });

/** The last switch failed (shown until the next try). */
export const $autoPayFailed = createStore(false).on(autoPaySetFx.fail, () => true).reset(autoPaySetFx, premiumState.opened);
