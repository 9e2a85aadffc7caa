/**
 * Search shapes of GET /api/pets without the read cache: `search()` of src/domains/pets/data/search.ts (page and exact
 * total) as a visitor, median and max of `--runs` after one warm-up, on the seeded demo data.
 *   node --max-old-space-size=4096 --import tsx bench/pets-search.ts [--pets 200000] [--runs 5] [--data-dir DIR]
 * On PostgreSQL: bash scripts/with-postgres.sh node --import tsx bench/pets-search.ts. `--data-dir` keeps a seeded
 * PGlite between runs (seeded only when the directory does not exist yet).
 */
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { PetSearchQuery } from '@bc/shared/contracts';
import { pets } from '../src/db/schema';
import { createDataAccess } from '../src/domains/data';
import { createEvents } from '../src/domains/events';
import { createDictionaryLookups } from '../src/domains/dictionaries/lookups';
import { criteriaOf } from '../src/domains/pets/query';
import { escapeLike } from '../src/db/like';
import { seededDatabase } from './seeded-database';

const { runs, url, database, loadBefore } = await seededDatabase('bench-search-');
const repos = createDataAccess(database.db, createEvents().emit);
const dictionary = await createDictionaryLookups(repos.dictionaries).get();

const rows: string[] = [];
async function measure(label: string, query: PetSearchQuery, where?: SQL) {
  const criteria = { ...criteriaOf(query, null, dictionary), ...(where ? { where } : {}) };
  await repos.petSearch.search(criteria);
  const times: number[] = [];
  let total = 0;
  for (let k = 0; k < runs; k++) {
    const at = performance.now();
    total = (await repos.petSearch.search(criteria)).total;
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${label} | ${total} | ${times[Math.floor(times.length / 2)].toFixed(0)} | ${times[times.length - 1].toFixed(0)} |`);
}

/** The one- and two-letter condition before migration 0006: the start of the registered name only (btree, C collation). */
const nameStart = (text: string) => sql`${pets.sortName} collate "C" like ${`${escapeLike(text)}%`}`;

await measure('q=st (two letters: name, call name, registration, microchip starts)', { q: 'st' });
await measure('q=st, before: start of the registered name only', {}, nameStart('st'));
await measure('q=a (one letter)', { q: 'a' });
await measure('q=a, before: start of the registered name only', {}, nameStart('a'));
await measure('q=41 (digits: registration numbers, microchips)', { q: '41' });
await measure('q=st&sex=female&alive=true', { q: 'st', sex: 'female', alive: true });
await measure('q=st&sort=birth', { q: 'st', sort: 'birth' });
await measure('q=storm&sex=female&alive=true (the bench:api target)', { q: 'storm', sex: 'female', alive: true });
await measure('q=storm&countryOfResidence=GB&sort=newest', { q: 'storm', countryOfResidence: 'GB', sort: 'newest' });

console.log(`\n${url ? 'PostgreSQL' : 'PGlite'}, ${runs} runs after a warm-up, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
console.log('| Search | Total | median (ms) | max (ms) |\n| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
await database.close();
