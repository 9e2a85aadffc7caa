import type { FastifyInstance } from 'fastify';

/** Searches the start's warm-up sends (about a millisecond each on 200,000 dogs: ~2-3 s before the server listens). */
export const WARM_UP_SEARCHES = 3_000;
/** Log levels that write a line per request. */
const CHATTY = ['trace', 'debug', 'info'];
/** What they ask besides the text, in turn (the common filters and another order). */
const ASKED = ['sex=male', 'sex=female', 'alive=true', 'birthYearFrom=2015', 'sort=birth&order=desc', ''];

/**
 * Before the server listens: searches of parts of held names (PetSearchIndex.sampleTexts) through the API's own
 * search route, then forgets what they remembered. A fresh process runs its first thousands of requests in V8's
 * slower tiers while it compiles them, and the routing, validation, index and answer code of a search all run there:
 * on the PostgreSQL bench the first two seconds after a start answered 1,700 searches with a p99 near 300 ms instead
 * of 7,000 under 50 ms (cold run p99 85-140 ms; 39-49 ms after this warm-up with nothing remembered). It is there to
 * compile code: the texts and counts the index remembered are forgotten after it (search items it read, which the
 * start's warm-up reads anyway, stay held). Nothing is sent when the search index is not loaded.
 */
export async function warmUpSearches(app: FastifyInstance, count = WARM_UP_SEARCHES): Promise<{ searches: number; ms: number }> {
  const index = app.pets.searchIndex;
  const started = performance.now();
  const texts = index?.sampleTexts(count) ?? [];
  const level = app.log.level;
  // One request log per warm-up search would bury the start's own lines (a quieter level is left as it is).
  if (CHATTY.includes(level)) app.log.level = 'warn';
  let searches = 0;
  try {
    for (const [i, text] of texts.entries()) {
      const asked = ASKED[i % ASKED.length];
      const url = `/api/pets?q=${encodeURIComponent(text)}&page=${1 + (i % 3)}${asked ? `&${asked}` : ''}`;
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) {
        app.log.warn({ url, status: response.statusCode }, 'pets: search warm-up stopped (a search failed)');
        break;
      }
      searches++;
    }
  } finally {
    app.log.level = level;
    index?.forgetRemembered();
  }
  return { searches, ms: Math.round(performance.now() - started) };
}
