import type { LitterPhoto } from '@bc/shared/contracts';
import { type DbOrTx, preparedRows } from '../../../db/client';
import { litters, matings } from '../../../db/schema';
import { type MemberColumns, memberFromColumns, type MemberRow } from './breeding-data';
import { parsed, rowFromJson } from '../../../db/json-row';
import type { LitterRow, PuppyRow } from './litters';
import type { MatingRow } from './matings';

/** What the mating page reads of the database besides its parents (the pets domain's pages, read apart and cached). */
export interface MatingPageRow {
  row: MatingRow;
  /** The recorder and the stud owner, by id. */
  members: Map<number, MemberRow>;
  /** The linked litter, its puppies (in the order they were added) and photos (in order). */
  litter: LitterRow | null;
  puppies: PuppyRow[];
  photos: LitterPhoto[];
  /** The dam's litters with a birth date (the breeding rules count those of their window). */
  damLitters: { id: number; birthDate: string }[];
  /** Inquiries received about the mating. */
  inquiries: number;
}

/**
 * The mating page's one statement ($1: the mating's id), run as a prepared statement (preparedRows: its plan is made
 * once per connection): the row, the members it names, the litter with its puppies and photos, the dam's litters and
 * the inquiries' count. It was seven statements, each planned anew, queued on PGlite's one session behind every other
 * request's (docs/benchmarks.md, issue 12).
 */
const PAGE_SQL = `select to_json(m)::text as mating,
    (select coalesce(json_agg(json_build_object('id', u.id, 'nickname', u.nickname, 'displayName', u.display_name,
      'kennelName', u.kennel_name, 'email', u.email, 'locale', u.locale, 'deletedAt', u.deleted_at, 'isActive', u.is_active,
      'isBanned', u.is_banned)), '[]'::json) from users u where u.id in (m.created_by, m.stud_owner_id))::text as members,
    (select to_json(l)::text from litters l where l.id = m.litter_id) as litter,
    (select coalesce(json_agg(json_build_object('id', p.id, 'registeredName', p.registered_name, 'callName', p.call_name,
      'sex', p.sex, 'colorId', p.color_id, 'coat', p.coat, 'microchip', p.microchip, 'availability', p.availability,
      'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main), 'publishStatus', p.publish_status,
      'createdBy', p.created_by, 'ownerUserId', p.owner_user_id) order by p.id), '[]'::json)
      from pets p where p.litter_id = m.litter_id)::text as puppies,
    (select coalesce(json_agg(json_build_object('id', f.id, 'url', f.url, 'position', f.position, 'isMain', f.is_main,
      'width', f.width, 'height', f.height) order by f.position, f.id), '[]'::json)
      from litter_photos f where f.litter_id = m.litter_id)::text as photos,
    (select coalesce(json_agg(json_build_object('id', d.id, 'birthDate', d.birth_date)), '[]'::json)
      from litters d where d.dam_id = m.dam_id and d.birth_date is not null)::text as dam_litters,
    (select count(*)::int from inquiries i where i.mating_id = m.id) as inquiries
  from matings m where m.id = $1::int`;

type Json<T> = T | string;
interface PageJson {
  mating: Json<Record<string, unknown>>;
  members: Json<MemberColumns[]>;
  litter: Json<Record<string, unknown>> | null;
  puppies: Json<PuppyRow[]>;
  photos: Json<LitterPhoto[]>;
  dam_litters: Json<{ id: number; birthDate: string }[]>;
  inquiries: number;
}

const matingFromJson = rowFromJson(matings);
const litterFromJson = rowFromJson(litters);

/** The mating page's reads (see PAGE_SQL). */
export function matingPageRepository(db: DbOrTx) {
  return {
    async read(id: number): Promise<MatingPageRow | undefined> {
      const [found] = await preparedRows<PageJson>(db, 'mating_page', PAGE_SQL, [id]);
      if (!found) return undefined;
      return {
        row: matingFromJson(found.mating),
        members: new Map(parsed(found.members)!.map((u) => [u.id, memberFromColumns(u)])),
        litter: found.litter === null ? null : litterFromJson(found.litter),
        puppies: parsed(found.puppies)!,
        photos: parsed(found.photos)!,
        damLitters: parsed(found.dam_litters)!,
        inquiries: Number(found.inquiries),
      };
    },
  };
}
