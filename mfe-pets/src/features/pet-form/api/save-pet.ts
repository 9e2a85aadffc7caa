import { callApi } from '@bc/shared';
import { petEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/pets/{id}/save`: replaces every editable field (lists included) of a pet I may edit. */
export const savePet = (id: number, body: BodyOf<typeof petEndpoints.save>) => callApi(petEndpoints.save, { params: { id }, body });
