import type { LocalizedName, PublishStatus, Sex } from '@bc/shared/contracts';
import { type DbOrTx, preparedRows } from '../../../db/client';
import { parsed } from '../../../db/json-row';

/** A parent as an export names it: registrations and name, and who may see it. */
export interface ExportParent {
  id: number;
  registeredName: string;
  kennelPrefix: string | null;
  registrations: { registry: string; number: string }[];
  publishStatus: PublishStatus;
  createdBy: number | null;
  ownerUserId: number | null;
}

/** A member named as breeder or owner (null fields for a free-text name). */
export interface ExportPerson {
  id: number | null;
  nickname: string | null;
  displayName: string | null;
  kennelName: string | null;
  deletedAt: Date | null;
}

/** Everything an export row shows of one dog, with who may see it and its microchip. */
export interface ExportDog {
  id: number;
  registeredName: string;
  callName: string | null;
  kennelPrefix: string | null;
  sex: Sex;
  birthDate: string | null;
  deathDate: string | null;
  colorId: string | null;
  colorName: LocalizedName | null;
  coat: string | null;
  countryOfBirth: string | null;
  microchip: string | null;
  titles: string | null;
  breederUserId: number | null;
  breederName: string | null;
  breeder: ExportPerson | null;
  ownerUserId: number | null;
  ownerName: string | null;
  owner: ExportPerson | null;
  publishStatus: PublishStatus;
  createdBy: number | null;
  registrations: { registry: string; number: string }[];
  /** Scored examinations and DNA tests: the system's name, the result, the date. */
  health: { name: LocalizedName | null; system: string; value: string; date: string | null }[];
  sire: ExportParent | null;
  dam: ExportParent | null;
}

const REGISTRATIONS = (alias: string) => `coalesce((select json_agg(json_build_object('registry', r.registry, 'number', r.number) order by r.id)
  from pet_registrations r where r.pet_id = ${alias}.id), '[]'::json)`;
const PARENT = (alias: string) => `json_build_object('id', ${alias}.id, 'registeredName', ${alias}.registered_name,
  'kennelPrefix', ${alias}.kennel_prefix, 'registrations', ${REGISTRATIONS(alias)}, 'publishStatus', ${alias}.publish_status,
  'createdBy', ${alias}.created_by, 'ownerUserId', ${alias}.owner_user_id)`;
const PERSON = (alias: string) => `json_build_object('id', ${alias}.id, 'nickname', ${alias}.nickname, 'displayName', ${alias}.display_name,
  'kennelName', ${alias}.kennel_name, 'deletedAt', ${alias}.deleted_at)`;

/**
 * One statement (prepared: see preparedRows) for every dog of a file (ids as one array parameter, so 5,000 of them are one parameter): each dog
 * as JSON (the same on both drivers) with its registrations, results, parents and people, in the order of `ids`.
 */
const DOGS_SQL = `select json_build_object(
    'id', p.id, 'registeredName', p.registered_name, 'callName', p.call_name, 'kennelPrefix', p.kennel_prefix, 'sex', p.sex,
    'birthDate', p.birth_date, 'deathDate', p.death_date, 'colorId', p.color_id, 'colorName', c.name, 'coat', p.coat,
    'countryOfBirth', p.country_of_birth, 'microchip', p.microchip, 'titles', p.titles,
    'breederUserId', p.breeder_user_id, 'breederName', p.breeder_name, 'breeder', case when b.id is null then null else ${PERSON('b')} end,
    'ownerUserId', p.owner_user_id, 'ownerName', p.owner_name, 'owner', case when o.id is null then null else ${PERSON('o')} end,
    'publishStatus', p.publish_status, 'createdBy', p.created_by,
    'registrations', ${REGISTRATIONS('p')},
    'health', coalesce((select json_agg(x.item order by x.sort, x.date nulls last, x.system) from (
        select json_build_object('name', hs.name, 'system', hs.id, 'value', hr.score, 'date', hr.tested_at) as item, hs.sort, hr.tested_at as date, hs.id as system
          from pet_health_results hr join health_scales hs on hs.id = hr.scale_id where hr.pet_id = p.id
        union all
        select json_build_object('name', dt.name, 'system', dt.id, 'value', dr.result, 'date', dr.tested_at), 10000 + dt.sort, dr.tested_at, dt.id
          from pet_dna_results dr join dna_tests dt on dt.id = dr.test_id where dr.pet_id = p.id
      ) x), '[]'::json),
    'sire', case when s.id is null then null else ${PARENT('s')} end,
    'dam', case when d.id is null then null else ${PARENT('d')} end)::text as dog
  from unnest($1::int[]) with ordinality as k(id, n)
  join pets p on p.id = k.id
  left join colors c on c.id = p.color_id
  left join users b on b.id = p.breeder_user_id
  left join users o on o.id = p.owner_user_id
  left join pets s on s.id = p.sire_id
  left join pets d on d.id = p.dam_id
  order by k.n`;

/** What exports read: the dogs of a file by id. */
export function exportDogsRepository(db: DbOrTx) {
  return {
    /** The dogs with these ids that exist, in the order given (who may see them is the caller's to check). */
    async byIds(ids: readonly number[]): Promise<ExportDog[]> {
      if (ids.length === 0) return [];
      const rows = await preparedRows<{ dog: ExportDog | string }>(db, 'export_dogs', DOGS_SQL, [ids]);
      return rows.map((r) => parsed(r.dog)!);
    },
  };
}
