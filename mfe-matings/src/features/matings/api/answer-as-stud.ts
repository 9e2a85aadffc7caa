import { callApi } from '@bc/shared';
import { matingEndpoints, type StudAnswerBody } from '@bc/shared/contracts';

/** `POST /api/matings/{id}/stud-answer`: the stud owner confirms or declines a mating with his male. */
export const answerAsStud = ({ id, answer }: { id: number; answer: StudAnswerBody['answer'] }) =>
  callApi(matingEndpoints.studAnswer, { params: { id }, body: { answer } });
