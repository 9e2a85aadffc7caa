import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BreedingPetShort, MatingStatus, StudAnswer } from '@bc/shared/contracts';

/**
 * The parts of a public list's row read in the row's own statement (one prepared statement per list page and filter
 * shape: listed-statement.ts): the parents as a list shows them with what visibility needs, the member who recorded it,
 * and the linked litter or mating, as JSON columns. Each takes the SQL text of the id it reads (`t.dam_id`).
 */

/** A parent as a list shows it, with the columns `canSee` reads. */
export type ListedPet = BreedingPetShort & { createdBy: number | null; ownerUserId: number | null };

/** The member who recorded an announcement (name and nickname null when the account was deleted). */
export interface ListedMember {
  id: number;
  nickname: string | null;
  name: string | null;
}

/** What a mating's list item shows of its litter. */
export interface ListedLitter {
  malesBorn: number;
  femalesBorn: number;
  malesAlive: number;
  femalesAlive: number;
  available: number;
}

/** What a litter's list item shows of its mating. */
export interface ListedMating {
  id: number;
  status: MatingStatus;
  studAnswer: StudAnswer;
}

/** Puppies offered now of the litter `id`: available and published (a drizzle expression, for other statements). */
export const availableOf = (id: SQL | AnyPgColumn) =>
  sql<number>`(select count(*)::int from pets a where a.litter_id = ${'table' in id ? sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}` : id} and a.availability = 'available' and a.publish_status = 'published')`;

/** The same count in a statement's text. */
export const availableText = (id: string) =>
  `(select count(*)::int from pets a where a.litter_id = ${id} and a.availability = 'available' and a.publish_status = 'published')`;

/** The pet `id` as a list shows it (null when there is none). */
export const listedPetText = (id: string) => `(select json_build_object(
  'id', p.id, 'registeredName', p.registered_name, 'callName', p.call_name, 'kennelPrefix', p.kennel_prefix, 'sex', p.sex,
  'birthDate', p.birth_date, 'birthPrecision', p.birth_precision, 'deathDate', p.death_date, 'colorId', p.color_id,
  'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main), 'publishStatus', p.publish_status,
  'titles', p.titles, 'countryOfResidence', p.country_of_residence, 'createdBy', p.created_by, 'ownerUserId', p.owner_user_id)
  from pets p where p.id = ${id})`;

/** The member `id` as a list names them. */
export const listedMemberText = (id: string) => `(select json_build_object(
  'id', u.id, 'nickname', case when u.deleted_at is null then u.nickname end,
  'name', case when u.deleted_at is null then coalesce(u.kennel_name, u.display_name, u.nickname) end)
  from users u where u.id = ${id})`;

/** The litter `id` with its available puppies. */
export const listedLitterText = (id: string) => `(select json_build_object(
  'malesBorn', l.males_born, 'femalesBorn', l.females_born, 'malesAlive', l.males_alive, 'femalesAlive', l.females_alive,
  'available', ${availableText('l.id')}) from litters l where l.id = ${id})`;

/** The mating a litter `id` came from. */
export const listedMatingText = (litterId: string) => `(select json_build_object(
  'id', m.id, 'status', m.status, 'studAnswer', m.stud_answer) from matings m where m.litter_id = ${litterId})`;

/** One row of a public list page: the row itself, its parents, recorder and linked litter or mating. */
export interface ListedRow<Row, Linked> {
  row: Row;
  dam: ListedPet | null;
  sire: ListedPet | null;
  owner: ListedMember | null;
  linked: Linked | null;
}

/** A list page's row as its statement answers it (JSON columns as the driver gives them), with the page's total. */
export interface ListedJson<Linked> {
  row: Record<string, unknown> | string;
  total: number;
  dam: ListedPet | string | null;
  sire: ListedPet | string | null;
  owner: ListedMember | string | null;
  linked: Linked | string | null;
}

export { parsed } from '../../../db/json-row';
