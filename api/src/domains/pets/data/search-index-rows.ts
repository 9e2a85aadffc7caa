import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client';
import type { IndexedPet } from '../search-index';

interface Row {
  id: number;
  search_text: string;
  sort_name: string;
  sex: IndexedPet['sex'];
  species: string;
  breed_id: string;
  color_id: string | null;
  coat: string | null;
  country_of_birth: string | null;
  country_of_residence: string | null;
  birth_date: string | null;
  alive: boolean;
  offered_for_stud: boolean;
  has_photos: boolean;
  publish_status: IndexedPet['publishStatus'];
  created_by: number | null;
  owner_user_id: number | null;
  created_us: number | string;
}

const COLUMNS = sql`p.id, p.search_text, p.sort_name, p.sex, p.species, p.breed_id, p.color_id, p.coat, p.country_of_birth,
  p.country_of_residence, p.birth_date::text as birth_date, p.death_date is null as alive, p.offered_for_stud,
  exists (select 1 from pet_photos ph where ph.pet_id = p.id) as has_photos, p.publish_status, p.created_by, p.owner_user_id,
  (extract(epoch from p.created_at) * 1000000)::float8 as created_us`;

const toIndexed = (r: Row): IndexedPet => ({
  id: Number(r.id), searchText: r.search_text, sortName: r.sort_name, sex: r.sex, species: r.species, breedId: r.breed_id,
  colorId: r.color_id, coat: r.coat, countryOfBirth: r.country_of_birth, countryOfResidence: r.country_of_residence,
  birthDate: r.birth_date, alive: r.alive, offeredForStud: r.offered_for_stud, hasPhotos: r.has_photos,
  publishStatus: r.publish_status, createdBy: r.created_by, ownerUserId: r.owner_user_id,
  // Microseconds, as the database orders them (created_at has microseconds; two pets of one millisecond keep their order).
  createdAt: Number(r.created_us),
});

/** What the pets search index (../search-index.ts) holds of each pet. */
export function searchIndexRowsRepository(db: DbOrTx) {
  return {
    /** Up to `limit` pets with ids above `afterId`, by id (the index is loaded in such chunks). */
    async after(afterId: number, limit: number): Promise<IndexedPet[]> {
      const rows = await queryRows<Row>(db, sql`select ${COLUMNS} from pets p where p.id > ${afterId} order by p.id limit ${limit}`);
      return rows.map(toIndexed);
    },
    /** These pets, those that exist. */
    async of(ids: number[]): Promise<IndexedPet[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<Row>(db, sql`select ${COLUMNS} from pets p where p.id = any(${sql.param(ids)}::int[])`);
      return rows.map(toIndexed);
    },
  };
}
