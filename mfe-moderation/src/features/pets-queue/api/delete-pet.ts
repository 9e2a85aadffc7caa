import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/pets/{id}/delete`: a reason template and a required note; refused while the dog is a parent. */
export const deletePet = ({ id, ...body }: BodyOf<typeof moderationEndpoints.deletePet> & { id: number }) =>
  callApi(moderationEndpoints.deletePet, { params: { id }, body });
