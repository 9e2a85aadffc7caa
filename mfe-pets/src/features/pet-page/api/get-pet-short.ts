import { apiFetch } from '@bc/shared';
import type { PetShort } from '@bc/shared/contracts';
import { createPrefetch } from '../../../lib/prefetch';

const shorts = createPrefetch((id: number) => apiFetch<PetShort>(`/pets/short/${id}`));

/** `GET /api/pets/short/{id}`: the pet's name and status for the pet page's heading (404: none, or not visible). */
export const getPetShort = (id: number): Promise<PetShort> => shorts.get(id);

/** The same, fetched by the pet page's route loader ahead of the page (the page's own load then takes this answer). */
export const prefetchPetShort = (id: number): Promise<PetShort> => shorts.prefetch(id);
