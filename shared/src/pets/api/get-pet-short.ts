import { callApi, type CallOptions } from '@bc/shared';
import { petEndpoints } from '../../contracts/pets/endpoints';

/**
 * `GET /api/pets/short/{id}`: a pet's name, sex, dates and status, for headings and parents chosen by a link (404:
 * none, or not visible). mfe-pets (the pet page's heading) and mfe-matings (a parent from the address) read it.
 */
export const getPetShort = (id: number, options?: CallOptions) => callApi(petEndpoints.short, { params: { id } }, options);
