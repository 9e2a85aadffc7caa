import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  diseasesRoute,
  matingTreeDefaultDepthRoute,
  matingTreeRoute,
  petTreeDefaultDepthRoute,
  petTreeRoute,
  studRankingRoute,
} from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { fuzzRoute } from '../../../helpers/fuzz';
import { createUser, type TestUser } from '../../../helpers/users';
import { halfSibFamily } from '../fixtures';

/** Property-based bad input on the pedigree routes, starting from valid requests about real pets. */
let app: FastifyInstance;
let family: Awaited<ReturnType<typeof halfSibFamily>>;
let member: TestUser;

beforeAll(async () => {
  app = await build();
  member = await createUser(app);
  family = await halfSibFamily(app);
});
afterAll(async () => app?.close());

describe('bad input on the pedigree routes', () => {
  it('GET /api/pets/tree/:id/:depth', async () => {
    await fuzzRoute(app, petTreeRoute, { params: { id: family.x.id, depth: 4 }, query: { generations: 6, locale: 'de' }, headers: member.headers });
  });

  it('GET /api/pets/tree/:id (default depth)', async () => {
    await fuzzRoute(app, petTreeDefaultDepthRoute, { params: { id: family.x.id }, query: { generations: 6, locale: 'de' }, headers: member.headers });
  });

  it('GET /api/pets/tree/0/mating/:sireId/:damId (default depth)', async () => {
    await fuzzRoute(app, matingTreeDefaultDepthRoute, {
      params: { id: 0, flag: 'mating', sireId: family.s.id, damId: family.d.id }, query: { generations: 6 },
    });
  });

  it('GET /api/pets/tree/0/:depth/mating/:sireId/:damId', async () => {
    await fuzzRoute(app, matingTreeRoute, {
      params: { id: 0, depth: 4, flag: 'mating', sireId: family.s.id, damId: family.d.id }, query: { generations: 6 },
    });
  });

  it('GET /api/pets/all-trees-diseases/:id/:sireId/:damId (pet and test mating)', async () => {
    await fuzzRoute(app, diseasesRoute, { params: { id: family.x.id, sireId: 0, damId: 0 }, query: { depth: 3, locale: 'ru' } });
    await fuzzRoute(app, diseasesRoute, { params: { id: 0, sireId: family.s.id, damId: family.d.id }, query: { depth: 3 } });
  });

  it('GET /api/pets/:id/stud-ranking', async () => {
    await fuzzRoute(app, studRankingRoute, {
      params: { id: family.d.id },
      query: {
        generations: 4, page: 1, limit: 5, offeredOnly: 'false', countryOfResidence: 'DE,LV', birthYearFrom: 2010, birthYearTo: 2020,
        alive: 'true', clearFor: 'cea,ncl',
      },
      // The ranked search is for premium members.
      headers: (await createUser(app, { role: 'premium' })).headers,
    });
  });
});
