import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../src/db/client';
import { seedDemoData } from '../../../../src/seed';
import { backfillSearchText } from '../../../../src/domains/pets/backfill';
import { listItemsAfter, listItemsById, readListItemParts } from '../../../../src/domains/pets/data/list-items';
import { build } from '../../../helpers/build';

/** The demo data is searchable as soon as it is loaded; rows written without the search columns get them at start. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  await seedDemoData(app.db, { pets: 400 });
  await app.pedigree.reload();
  // Written behind the pets domain's back: tell what changed, as its writes do.
  app.events.emit('petsChanged', { ids: (await queryRows<{ id: number }>(app.db, sql`select id from pets`)).map((r) => r.id) });
});
afterAll(async () => app?.close());

const one = async <T>(query: string) => (await queryRows<T>(app.db, sql.raw(query)))[0];

describe('seeded pets', () => {
  it('have their search columns filled', async () => {
    expect(await one<{ n: number }>(`select count(*)::int as n from pets where search_text = '' or sort_name = ''`)).toEqual({ n: 0 });
  });

  it('are found by registration number, microchip and name, and shown with their COI', async () => {
    const pet = await one<{ id: number; registered_name: string; number: string; microchip: string }>(`
      select p.id, p.registered_name, r.number, p.microchip from pets p join pet_registrations r on r.pet_id = p.id
      where p.publish_status = 'published' and p.microchip is not null and p.sire_id is not null order by p.id desc limit 1`);
    for (const q of [pet.number, pet.microchip, pet.registered_name.toUpperCase()]) {
      const found = (await app.inject({ url: `/api/pets?q=${encodeURIComponent(q)}` })).json();
      expect(found.items.map((p: { id: number }) => p.id), q).toContain(pet.id);
    }
    const detail = (await app.inject({ url: `/api/pets/${pet.id}` })).json();
    expect(detail.coi).toEqual(expect.any(Number));
  });

  it('rows written without search columns are filled by the backfill', async () => {
    await app.db.execute(sql`update pets set search_text = '', sort_name = '' where id <= 50`);
    expect(await backfillSearchText(app.data)).toBe(50);
    expect(await one<{ n: number }>(`select count(*)::int as n from pets where sort_name = ''`)).toEqual({ n: 0 });
  });

  it("the search items' warm-up makes each pet's item as the read by id does (members, former members, main photos)", async () => {
    // A former member among the breeders, and main photos (the API tests' demo data has none); a second photo too.
    await app.db.execute(sql`insert into pet_photos (pet_id, url, position, is_main)
      select id, '/files/main-' || id || '.webp', 0, true from pets where id % 7 = 0 union all
      select id, '/files/other-' || id || '.webp', 1, false from pets where id % 7 = 0`);
    await app.db.execute(sql`update users set deleted_at = now() where id = (select breeder_user_id from pets where breeder_user_id is not null order by id limit 1)`);
    const ids = (await queryRows<{ id: number }>(app.db, sql`select id from pets order by id`)).map((r) => r.id);
    const parts = await readListItemParts(app.db);
    const warmed = [...(await listItemsAfter(app.db, parts, 0, 150)), ...(await listItemsAfter(app.db, parts, ids[149], 10_000))];
    const byId = await listItemsById(app.db, ids, 'all');
    expect(warmed).toEqual(byId);
    expect(byId.length).toBe(ids.length);
    expect(byId.some((item) => item.mainPhoto !== null)).toBe(true);
    expect(byId.some((item) => item.breeder.userId !== null && !item.breeder.formerMember && item.breeder.name !== null)).toBe(true);
    expect(byId.some((item) => item.breeder.formerMember)).toBe(true);
    expect(byId.some((item) => item.owner.userId === null && item.owner.name !== null)).toBe(true);
  });
});
