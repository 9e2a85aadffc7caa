import type { ImportPlan, PlannedDog } from './plan';
import type { DogFields, RowHealth } from './rows';

/** A parent as written: a dog of this plan (by index) or a pet of the database (by id). */
export type WriteParent = { dog: number } | { pet: number } | null;

/** One dog as the job writes it (JSON: kept in the job row, so a restart resumes from it). */
export interface WriteDog extends Omit<DogFields, 'registeredName' | 'sex'> {
  /** The pet to update (fields it lacks, registrations, results); null: a new pet. */
  existingId: number | null;
  placeholder: boolean;
  registeredName: string;
  sex: 'male' | 'female';
  registrations: { registry: string; number: string }[];
  sire: WriteParent;
  dam: WriteParent;
  health: RowHealth[];
}

/**
 * The plan as the job writes it: parents named by their index in this list, or by pet id when they are in the
 * database (dogs matched to a pet and left as they are stay parents by their id). Placeholders take `registry`.
 */
export function writePlan(plan: ImportPlan, registry: string): WriteDog[] {
  const indexOf = new Map(plan.dogs.map((p, i) => [p.dog.index, i]));
  const existingOf = new Map<number, number>();
  const parent = (ref: PlannedDog['sire'], dogs: ImportPlan['dogs']): WriteParent => {
    if (ref === null) return null;
    if ('pet' in ref) return { pet: ref.pet.id };
    const i = indexOf.get(ref.dog);
    if (i !== undefined) return dogs[i].dog.existing ? { pet: dogs[i].dog.existing.id } : { dog: i };
    const pet = existingOf.get(ref.dog);
    return pet === undefined ? null : { pet };
  };
  for (const id of plan.keptExisting) existingOf.set(id.dog, id.pet);
  return plan.dogs.map(({ dog, sex, sire, dam }) => ({
    existingId: dog.existing?.id ?? null,
    placeholder: dog.placeholder,
    registeredName: dog.registeredName ?? dog.registrations[0]?.number ?? dog.label,
    callName: dog.callName,
    sex,
    birth: dog.birth,
    death: dog.death,
    colorId: dog.colorId,
    coat: dog.coat,
    country: dog.country,
    microchip: dog.microchip,
    registrations: dog.registrations.map((r) => ({ registry: r.registry || registry, number: r.number })),
    breeder: dog.breeder,
    owner: dog.owner,
    sire: parent(sire, plan.dogs),
    dam: parent(dam, plan.dogs),
    health: dog.health,
  }));
}
