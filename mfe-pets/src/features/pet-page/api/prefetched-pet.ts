import { getPet, getPetShort } from '@bc/shared/pets';
import { createPrefetch } from '../../../lib/prefetch';

const pets = createPrefetch((id: number) => getPet(id));
const shorts = createPrefetch((id: number) => getPetShort(id));

/** `GET /api/pets/{id}` for the overview, taking the answer its route loader fetched ahead of the page. */
export const loadPet = (id: number) => pets.get(id);
/** The same, fetched by the overview's route loader ahead of the page. */
export const prefetchPet = (id: number) => pets.prefetch(id);

/** `GET /api/pets/short/{id}` for the pet page's heading, taking the answer its route loader fetched ahead of the page. */
export const loadPetShort = (id: number) => shorts.get(id);
/** The same, fetched by the pet page's route loader ahead of the page. */
export const prefetchPetShort = (id: number) => shorts.prefetch(id);
