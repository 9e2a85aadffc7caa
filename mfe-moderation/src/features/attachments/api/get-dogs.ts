import type { PetDetail } from '@bc/shared/contracts';
import { getPet } from '@bc/shared/pets';

/** The dogs' current data (`GET /api/pets/{id}` each), beside the requests about them; a dog that fails is left out. */
export async function getDogs(ids: readonly number[]): Promise<Record<number, PetDetail>> {
  const answers = await Promise.allSettled(ids.map((id) => getPet(id)));
  return Object.fromEntries(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [[answer.value.id, answer.value]] : [])));
}
