import { createEffect, createStore, sample } from 'effector';
import { type ApiError, openModal } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { Locale, MatingDetail, SetMatingPublishBody, SetMatingPublishResponse, StudAnswerBody } from '@bc/shared/contracts';
import { answerAsStud } from '../api/answer-as-stud';
import { getMating } from '../api/get-mating';
import { setMatingPublish } from '../api/set-mating-publish';

/** What the mating page asks for: the mating, the language of the DNA tests' names, and who asks (another member sees more). */
export interface MatingQuery {
  id: number;
  locale: Locale;
  viewer: number | null;
}

/** The mating on `/m/{id}`; the same mating in another language stays on screen while it loads. */
export const mating = createLoadModel<MatingQuery, MatingDetail>({
  fetch: ({ id, locale }, signal) => getMating(id, locale, signal),
  subject: ({ id, viewer }) => `${id}:${viewer}`,
});

/** The stud owner's answer; the API answers the whole mating again. */
export const studAnswerFx = createEffect<{ id: number; answer: StudAnswerBody['answer'] }, MatingDetail, ApiError>(answerAsStud);
/** The recorder publishes or takes back to a draft. */
export const publishFx = createEffect<SetMatingPublishBody, SetMatingPublishResponse, ApiError>(setMatingPublish);

mating.patch(studAnswerFx.doneData, (_, answered) => answered);
mating.patch(publishFx.doneData, (shown, result) =>
  shown.id === result.id ? { ...shown, publishStatus: result.publishStatus, hiddenReason: result.hiddenReason } : shown,
);

/** Publishing refused for want of premium or the mating payment (402): the payment modal offers both. */
export const PAYMENT_REQUIRED = 402;
export const paymentOfferedFx = createEffect((matingId: number) => openModal('mating-payment', { matingId }));
sample({ clock: publishFx.fail, filter: ({ error }) => error.statusCode === PAYMENT_REQUIRED, fn: ({ params }) => params.id, target: paymentOfferedFx });

/** The last write of the page that failed (shown above its buttons until the next one; a 402 opens the payment instead). */
export const $actionError = createStore<ApiError | null>(null)
  .on(studAnswerFx.failData, (_, error) => error)
  .on(publishFx.failData, (_, error) => (error.statusCode === PAYMENT_REQUIRED ? null : error))
  .reset([studAnswerFx, publishFx, mating.opened]);
