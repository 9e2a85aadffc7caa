import { max, min, sql } from 'drizzle-orm';
import { imageSizes, type RandomImage } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { petPhotos, pets } from '../../../db/schema';

/** Up to this many photo ids: read them all (cheap) and shuffle; above: probe random ids. */
const SMALL_TABLE = 2000;

interface Row {
  id: number;
  pet_id: number;
  url: string;
  width: number | null;
  height: number | null;
  registered_name: string;
  call_name: string | null;
}

const columns = sql`${petPhotos.id} as id, ${petPhotos.petId} as pet_id, ${petPhotos.url} as url, ${petPhotos.width} as width,
  ${petPhotos.height} as height, ${pets.registeredName} as registered_name, ${pets.callName} as call_name`;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Photos of published pets, at most one per pet, in random order — without ORDER BY random() over the table:
 * each of 3×limit random ids in [min, max] is probed through the primary key for the first published photo at
 * or after it (photos after gaps are a little likelier; fine for a home page).
 */
export async function randomPhotos(db: DbOrTx, limit: number, random: () => number = Math.random): Promise<RandomImage[]> {
  const [bounds] = await db.select({ lo: min(petPhotos.id), hi: max(petPhotos.id) }).from(petPhotos);
  if (!bounds || bounds.lo === null || bounds.hi === null) return [];
  const lo = Number(bounds.lo);
  const span = Number(bounds.hi) - lo + 1;
  const published = sql`${pets.publishStatus} = 'published'`;
  let rows: Row[];
  if (span <= SMALL_TABLE) {
    rows = await queryRows<Row>(
      db,
      sql`select ${columns} from ${petPhotos} join ${pets} on ${pets.id} = ${petPhotos.petId} where ${published} limit ${SMALL_TABLE}`,
    );
  } else {
    const starts = Array.from({ length: limit * 3 }, () => lo + Math.floor(random() * span));
    rows = await queryRows<Row>(
      db,
      sql`select s.* from unnest(string_to_array(${starts.join(',')}, ',')::int[]) as r(start)
        cross join lateral (
          select ${columns} from ${petPhotos} join ${pets} on ${pets.id} = ${petPhotos.petId}
          where ${petPhotos.id} >= r.start and ${published}
          order by ${petPhotos.id} limit 1
        ) as s`,
    );
  }
  const seenPets = new Set<number>();
  const picked: RandomImage[] = [];
  for (const row of shuffle(rows)) {
    const petId = Number(row.pet_id);
    if (seenPets.has(petId)) continue;
    seenPets.add(petId);
    picked.push({
      id: Number(row.id), petId, url: row.url, sizes: imageSizes(row.url), width: row.width, height: row.height,
      registeredName: row.registered_name, callName: row.call_name,
    });
    if (picked.length === limit) break;
  }
  return picked;
}
