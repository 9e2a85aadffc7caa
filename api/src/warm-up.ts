import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectGarbage } from './lib/gc';

/** Searches the start's warm-up sends (about a millisecond each on 200,000 dogs: ~2-3 s before the server listens). */
export const WARM_UP_SEARCHES = 3_000;
/** Pet pages it asks for (a group at a time: each group read in one statement, on several connections of the pool). */
export const WARM_UP_PAGES = 2_000;
/** Calls of GET /api/user it makes, with a signed token of a session that does not exist (answered 401). */
export const WARM_UP_CALLERS = 500;
/** Requests in flight at once. */
const AT_ONCE = 25;
/** Log levels that write a line per request. */
const CHATTY = ['trace', 'debug', 'info'];
/** What they ask besides the text, in turn (the common filters and another order). */
const ASKED = ['sex=male', 'sex=female', 'alive=true', 'birthYearFrom=2015', 'sort=birth&order=desc', ''];

interface Asked {
  url: string;
  /** The answers that are what this request should get (anything else stops the warm-up, logged). */
  ok: number[];
  headers?: Record<string, string>;
}

/**
 * Before the server listens: searches of parts of held names (PetSearchIndex.sampleTexts), pages of held pets
 * (sampleIds) and calls of GET /api/user with a token whose session does not exist, as real HTTP requests over
 * keep-alive connections to a throw-away listener on 127.0.0.1 that hands them to the API's own request handler
 * (`app.routing`); then it forgets what they left behind (PetsService.forgetAsked) and runs one full garbage
 * collection (collectGarbage): what the start built is then marked and compacted before the first request, not by
 * concurrent marking and a ~50 ms pause in the first seconds of traffic (PGlite bench, two alternated pairs: cold
 * GET /api/user p99 19 and 18 ms against 22 and 42, the pet page 55 and 51 against 75 and 95).
 *
 * A fresh process runs its first thousands of requests in V8's slower tiers while it compiles them: Node's HTTP
 * parser and socket writes, the routing, validation, authentication, index, database and answer code all run there,
 * and its database connections are opened and their statements prepared by the first requests. On the PostgreSQL bench
 * the first two seconds after a start answered 1,700 searches with a p99 near 300 ms instead of 7,000 under 50 ms,
 * and the pet page's first three seconds 2,800 pages at p99 70-650 ms. It is there to compile code and open
 * connections: the answers the read caches kept, the keys they saw and the texts and counts the index remembered are
 * forgotten after it (search items it read, which the start reads anyway, stay held). When the search index is not
 * loaded, only the callers are sent (no texts or pets to ask for).
 */
export async function warmUp(
  app: FastifyInstance,
  counts: { searches?: number; pages?: number; callers?: number } = {},
): Promise<{ searches: number; pages: number; callers: number; ms: number }> {
  const index = app.pets.searchIndex;
  const started = performance.now();
  const texts = index?.sampleTexts(counts.searches ?? WARM_UP_SEARCHES) ?? [];
  const ids = index?.sampleIds(counts.pages ?? WARM_UP_PAGES) ?? [];
  const callers = counts.callers ?? WARM_UP_CALLERS;
  const searches: Asked[] = texts.map((text, i) => {
    const asked = ASKED[i % ASKED.length];
    return { url: `/api/pets?q=${encodeURIComponent(text)}&page=${1 + (i % 3)}${asked ? `&${asked}` : ''}`, ok: [200] };
  });
  // A draft held in the index is not a visitor's to see: 404 is an answer too.
  const pages: Asked[] = ids.map((id) => ({ url: `/api/pets/${id}`, ok: [200, 404] }));
  const users: Asked[] = [];
  for (let n = 0; n < callers; n++) {
    const token = await app.jwt.sign({ userId: 0, sessionId: randomUUID() });
    users.push({ url: '/api/user', ok: [401], headers: { authorization: `Bearer ${token}` } });
  }

  const level = app.log.level;
  // One request log per warm-up request would bury the start's own lines (a quieter level is left as it is).
  if (CHATTY.includes(level)) app.log.level = 'warn';
  const listener = createServer((request, response) => app.routing(request, response));
  let failed = false;
  /** Ends the warm-up (logged once): it only speeds the first requests up, so nothing in it stops the start. */
  const stop = (details: object, reason: string) => {
    if (!failed) app.log.warn(details, `warm-up stopped (${reason}); the server starts without the rest of it`);
    failed = true;
  };
  try {
    const listening = await new Promise<boolean>((resolve) => {
      listener.once('error', (error) => {
        stop({ err: error }, 'no listener on 127.0.0.1');
        resolve(false);
      });
      listener.listen(0, '127.0.0.1', () => resolve(true));
    });
    const base = listening ? `http://127.0.0.1:${(listener.address() as AddressInfo).port}` : '';
    /** Sends the requests AT_ONCE at a time; how many got the answer they should, all unless one did not. */
    const send = async (asked: Asked[]): Promise<number> => {
      let done = 0;
      for (let at = 0; at < asked.length && !failed; at += AT_ONCE) {
        await Promise.all(
          asked.slice(at, at + AT_ONCE).map(async ({ url, ok, headers }) => {
            try {
              const response = await fetch(base + url, { headers });
              await response.arrayBuffer();
              if (ok.includes(response.status)) done++;
              else stop({ url, status: response.status }, 'a request got an answer it should not');
            } catch (error) {
              stop({ url, err: error }, 'a request got no answer');
            }
          }),
        );
      }
      return done;
    };
    const answered = { searches: await send(searches), pages: await send(pages), callers: await send(users) };
    return { ...answered, ms: Math.round(performance.now() - started) };
  } finally {
    listener.closeAllConnections();
    await new Promise((resolve) => listener.close(resolve));
    app.log.level = level;
    app.pets.forgetAsked();
    collectGarbage();
  }
}
