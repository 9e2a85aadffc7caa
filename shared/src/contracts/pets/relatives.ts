import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, errors, Id, IdParams, Nullable } from '../common';
import { defineRoute } from '../route';
import { petEndpoints } from './endpoints';
import { DatePrecisionSchema, PetListItem, PetShort } from './pet';

export const SiblingsResponse = Type.Object({
  /** Same sire and same dam. */
  full: Type.Array(PetListItem),
  /** Same sire, another (or unknown) dam. */
  bySire: Type.Array(PetListItem),
  /** Same dam, another (or unknown) sire. */
  byDam: Type.Array(PetListItem),
});
export type SiblingsResponse = Static<typeof SiblingsResponse>;

export const OffspringLitter = Type.Object({
  /** The other parent (null: unknown or not visible). */
  partner: Nullable(PetShort),
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  /** The litter record these offspring belong to, when there is one the caller may see (its puppies share it). */
  litterId: Nullable(Id),
  /** The mating that litter came from, when the caller may see it (its page: `/m/{id}`). */
  matingId: Nullable(Id),
  offspring: Type.Array(PetListItem),
});
export const OffspringResponse = Type.Object({
  /** Offspring grouped by litter (same other parent and birth date), newest first. */
  litters: Type.Array(OffspringLitter),
  /** The same offspring by partner: most offspring first, unknown partners last. */
  partners: Type.Array(Type.Object({ partner: Nullable(PetShort), litters: Type.Integer(), offspring: Type.Integer() })),
  total: Type.Integer({ minimum: 0 }),
});
export type OffspringResponse = Static<typeof OffspringResponse>;

const tags = ['pets'];

export const petSiblingsRoute = defineRoute({
  ...petEndpoints.siblings,
  schema: {
    tags, summary: 'Full siblings, half siblings by sire and by dam',
    params: IdParams, response: { 200: SiblingsResponse, ...errors(400, 401, 403, 404) },
  },
});
export const petOffspringRoute = defineRoute({
  ...petEndpoints.offspring,
  schema: {
    tags, summary: 'Offspring grouped by litter (same partner and birth date) and by partner',
    params: IdParams, response: { 200: OffspringResponse, ...errors(400, 401, 403, 404) },
  },
});
