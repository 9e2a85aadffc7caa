import { apiFetch } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';
import { createPrefetch } from '../../../lib/prefetch';

const pets = createPrefetch((id: number) => apiFetch<PetDetail>(`/pets/${id}`));

/** `GET /api/pets/{id}`: everything the overview shows, with my like, my note and my permissions. */
export const getPet = (id: number): Promise<PetDetail> => pets.get(id);

/** The same, fetched by the overview's route loader ahead of the page (the page's own load then takes this answer). */
export const prefetchPet = (id: number): Promise<PetDetail> => pets.prefetch(id);
