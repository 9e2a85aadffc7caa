import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BreedingPetShort, MatingStatus, StudAnswer } from '@bc/shared/contracts';

/**
 * The parts of a public list's row read in the row's own statement (one statement per list page): the parents as a
 * list shows them with what visibility needs, the member who recorded it, and the linked litter or mating.
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

/**
 * The column with its table's name: in a subquery's condition a bare column name would be the subquery's own column
 * of that name (drizzle leaves the table out of a one-table select's fields).
 */
const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Puppies offered now of the litter `id`: available and published. */
export const availableOf = (id: SQL | AnyPgColumn) =>
  sql<number>`(select count(*)::int from pets a where a.litter_id = ${'table' in id ? outer(id) : id} and a.availability = 'available' and a.publish_status = 'published')`;

/** The pet `id` as a list shows it (null when there is none). */
export const listedPet = (id: AnyPgColumn) => sql<ListedPet | string | null>`(select json_build_object(
  'id', p.id, 'registeredName', p.registered_name, 'callName', p.call_name, 'kennelPrefix', p.kennel_prefix, 'sex', p.sex,
  'birthDate', p.birth_date, 'birthPrecision', p.birth_precision, 'deathDate', p.death_date, 'colorId', p.color_id,
  'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main), 'publishStatus', p.publish_status,
  'titles', p.titles, 'countryOfResidence', p.country_of_residence, 'createdBy', p.created_by, 'ownerUserId', p.owner_user_id)
  from pets p where p.id = ${outer(id)})`;

/** The member `id` as a list names them. */
export const listedMember = (id: AnyPgColumn) => sql<ListedMember | string | null>`(select json_build_object(
  'id', u.id, 'nickname', case when u.deleted_at is null then u.nickname end,
  'name', case when u.deleted_at is null then coalesce(u.kennel_name, u.display_name, u.nickname) end)
  from users u where u.id = ${outer(id)})`;

/** The litter `id` with its available puppies. */
export const listedLitter = (id: AnyPgColumn) => sql<ListedLitter | string | null>`(select json_build_object(
  'malesBorn', l.males_born, 'femalesBorn', l.females_born, 'malesAlive', l.males_alive, 'femalesAlive', l.females_alive,
  'available', ${availableOf(sql`l.id`)}) from litters l where l.id = ${outer(id)})`;

/** The mating a litter `id` came from. */
export const listedMating = (litterId: AnyPgColumn) => sql<ListedMating | string | null>`(select json_build_object(
  'id', m.id, 'status', m.status, 'studAnswer', m.stud_answer) from matings m where m.litter_id = ${outer(litterId)})`;

/** How many rows the page's filter matches, counted in the page's own statement. */
export const TOTAL = sql<number>`(count(*) over ())::int`;

/** One row of a public list page: the row itself, its parents, recorder and linked litter or mating, and the total. */
export interface ListedRow<Row, Linked> {
  row: Row;
  dam: ListedPet | null;
  sire: ListedPet | null;
  owner: ListedMember | null;
  linked: Linked | null;
}

export { parsed } from './json-row';
