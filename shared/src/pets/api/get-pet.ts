import { callApi, type CallOptions } from '@bc/shared';
import { petEndpoints } from '../../contracts/pets/endpoints';

/**
 * `GET /api/pets/{id}`: the pet as its page shows it (parents, registrations, health and DNA results, photos,
 * documents, my like, my note, my permissions). mfe-pets (overview, form) and mfe-pedigree (genetics) read it.
 */
export const getPet = (id: number, options?: CallOptions) => callApi(petEndpoints.detail, { params: { id } }, options);
