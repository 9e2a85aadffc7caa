import { sql } from 'drizzle-orm';
import type { PetShort } from '@bc/shared/contracts';
import { type DbOrTx, preparedRows, queryRows } from '../../../db/client';
import { parsed, rowFromJson } from '../../../db/json-row';
import { batched } from '../../../lib/batched';
import { pets } from '../../../db/schema';
import { listItemsById, type ListRow } from './list-items';

/** A short pet with who may see it (the flags are not part of the answer). */
export interface ShortWithAccess extends PetShort {
  createdBy: number | null;
  ownerUserId: number | null;
  breederUserId: number | null;
}

/** The answer's fields of a short pet (the access columns left out). */
export const toPetShort = (s: ShortWithAccess): PetShort => ({
  id: s.id, registeredName: s.registeredName, callName: s.callName, kennelPrefix: s.kennelPrefix, sex: s.sex,
  birthDate: s.birthDate, birthPrecision: s.birthPrecision, deathDate: s.deathDate, colorId: s.colorId,
  mainPhoto: s.mainPhoto, publishStatus: s.publishStatus,
});

const SHORT_TEXT = (alias: string) => `json_build_object(
  'id', ${alias}.id, 'registeredName', ${alias}.registered_name, 'callName', ${alias}.call_name,
  'kennelPrefix', ${alias}.kennel_prefix, 'sex', ${alias}.sex, 'birthDate', ${alias}.birth_date,
  'birthPrecision', ${alias}.birth_precision, 'deathDate', ${alias}.death_date, 'colorId', ${alias}.color_id,
  'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = ${alias}.id and ph.is_main),
  'publishStatus', ${alias}.publish_status, 'createdBy', ${alias}.created_by, 'ownerUserId', ${alias}.owner_user_id,
  'breederUserId', ${alias}.breeder_user_id)`;
const SHORT_SQL = (alias: string) => sql.raw(SHORT_TEXT(alias));

/** A pet row from `to_json(pets)` (snake_case, timestamps as text) in drizzle's shape. */
/** The pet's row from its `to_json` (the pet page's statement answers it as JSON). */
const petFromJson = rowFromJson(pets);

interface PersonJson {
  id: number;
  nickname: string | null;
  display_name: string | null;
  kennel_name: string | null;
  deleted_at: string | null;
}
const personFromJson = (p: PersonJson | null) =>
  p && { id: p.id, nickname: p.nickname, displayName: p.display_name, kennelName: p.kennel_name, deletedAt: p.deleted_at ? new Date(p.deleted_at) : null };

export interface DetailRow {
  row: ListRow;
  sire: ShortWithAccess | null;
  dam: ShortWithAccess | null;
  registrations: { registry: string; number: string }[];
  dna: { testId: string; result: string; date: string | null; lab: string | null; documentId: number | null }[];
  health: { set: string; kind: string; system: string | null; value: string; date: string | null; lab: string | null; documentId: number | null }[];
  photos: { id: number; url: string; position: number; isMain: boolean; width: number | null; height: number | null }[];
  documents: { id: number; kind: string; title: string | null; url: string; createdAt: string }[];
  likes: number;
}

const PERSON_TEXT = (u: string) =>
  `json_build_object('id', ${u}.id, 'nickname', ${u}.nickname, 'display_name', ${u}.display_name, 'kennel_name', ${u}.kennel_name, 'deleted_at', ${u}.deleted_at)`;
/**
 * The pet page's one statement ($1: the pets' ids, an array), run as a prepared statement (preparedRows): its plan is
 * made once per connection. The pages asked at one moment are read together (see `detail`).
 */
const DETAIL_SQL = `select p.id, to_json(p)::text as pet, json_build_object(
    'breeder', (select ${PERSON_TEXT('u')} from users u where u.id = p.breeder_user_id),
    'owner', (select ${PERSON_TEXT('u')} from users u where u.id = p.owner_user_id),
    'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main),
    'sire', (select ${SHORT_TEXT('s')} from pets s where s.id = p.sire_id),
    'dam', (select ${SHORT_TEXT('d')} from pets d where d.id = p.dam_id),
    'registrations', coalesce((select json_agg(json_build_object('registry', r.registry, 'number', r.number) order by r.id)
      from pet_registrations r where r.pet_id = p.id), '[]'::json),
    'dna', coalesce((select json_agg(json_build_object('testId', x.test_id, 'result', x.result, 'date', x.tested_at, 'lab', x.lab,
      'documentId', x.document_id) order by x.test_id) from pet_dna_results x where x.pet_id = p.id), '[]'::json),
    'health', coalesce((select json_agg(json_build_object('set', h.scale_id, 'kind', h.kind, 'system', s.system, 'value', h.score,
      'date', h.tested_at, 'lab', h.lab, 'documentId', h.document_id) order by s.sort, h.tested_at nulls last, h.id)
      from pet_health_results h join health_scales s on s.id = h.scale_id where h.pet_id = p.id), '[]'::json),
    'photos', coalesce((select json_agg(json_build_object('id', f.id, 'url', f.url, 'position', f.position, 'isMain', f.is_main,
      'width', f.width, 'height', f.height) order by f.position, f.id) from pet_photos f where f.pet_id = p.id), '[]'::json),
    'documents', coalesce((select json_agg(json_build_object('id', c.id, 'kind', c.kind, 'title', c.title, 'url', c.url,
      'createdAt', c.created_at) order by c.id) from pet_documents c where c.pet_id = p.id), '[]'::json),
    'likes', (select count(*) from likes l where l.pet_id = p.id)
  )::text as extra
  from pets p where p.id = any($1::int[])`;

type DetailJson = { id: number; pet: Record<string, unknown>; extra: Omit<DetailRow, 'row'> & { breeder: PersonJson | null; owner: PersonJson | null; mainPhoto: string | null } };

function detailOf(found: DetailJson): DetailRow {
  const pet = petFromJson(found.pet);
  const extra = parsed(found.extra)!;
  return {
    row: { pet, breeder: personFromJson(extra.breeder), owner: personFromJson(extra.owner), mainPhoto: extra.mainPhoto },
    sire: extra.sire,
    dam: extra.dam,
    registrations: extra.registrations,
    dna: extra.dna,
    health: extra.health,
    photos: extra.photos,
    documents: extra.documents.map((d: DetailRow['documents'][number]) => ({ ...d, createdAt: new Date(d.createdAt).toISOString() })),
    likes: Number(extra.likes),
  };
}

/** Reads pets for the pet page. */
export function petDetailsRepository(db: DbOrTx) {
  /**
   * The pet pages asked in one turn of the event loop, in one statement: under load, one round trip and one statement
   * for many pages (on PostgreSQL a statement's round trip costs the API's thread more than its rows; on PGlite one
   * call of its thread).
   */
  const details = batched(async (ids: number[]) => {
    const rows = await preparedRows<DetailJson>(db, 'pet_details', DETAIL_SQL, [ids]);
    return new Map(rows.map((row) => [Number(row.id), detailOf(row)]));
  });

  return {
    /** Everything of the pet page that does not depend on the caller, in one query (shared with the pages asked meanwhile). */
    detail: (id: number): Promise<DetailRow | undefined> => details(id),

    async shorts(ids: number[]): Promise<ShortWithAccess[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ short: ShortWithAccess | string }>(
        db,
        sql`select ${SHORT_SQL('p')} as short from pets p where p.id = any(${sql.param(ids)}::int[])`,
      );
      return rows.map((r) => parsed(r.short)!);
    },

    async listItems(ids: number[]) {
      if (ids.length === 0) return [];
      return listItemsById(db, ids, 'all');
    },
  };
}
