import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { assertProperty } from '../../../helpers/fuzz-seed';
import { insertPet } from '../../../helpers/pets';
import { countRows } from '../../../helpers/rows';
import { createCast, type TestUser } from '../../../helpers/users';

/**
 * Every files route, property-based (helpers/fuzz.ts): malformed requests answer a 4xx in the error shape (400
 * naming the field for schema errors) and write nothing. New routes under /api/uploads, /api/images, /api/docs
 * and /api/files must be added here (the coverage test checks).
 */
let app: FastifyInstance;
let member: TestUser;
let petId: number;

beforeAll(async () => {
  app = await build();
  ({ member } = await createCast(app));
  petId = (await insertPet(app, { createdBy: member.user.id })).id;
});
afterAll(async () => app?.close());

const uploadId = 'A'.repeat(22);
const asMember = () => member.headers;
const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.imageUploadRoute, () => ({ headers: asMember() })],
  [c.documentUploadRoute, () => ({ headers: asMember() })],
  [c.imageUploadFilesRoute, () => ({ headers: asMember(), query: { restore: uploadId } })],
  [c.documentUploadFilesRoute, () => ({ headers: asMember(), query: { load: uploadId } })],
  [c.addImageRoute, () => ({ headers: asMember(), body: { petId, uploadId } })],
  [c.orderImagesRoute, () => ({ headers: asMember(), body: { petId, ids: [1, 2] } })],
  [c.mainImageRoute, () => ({ headers: asMember(), body: { petId, id: 1 } })],
  [c.deleteImageRoute, () => ({ headers: asMember(), params: { id: petId, photoId: 1 } })],
  [c.petImagesRoute, () => ({ params: { id: petId } })],
  [c.randomImagesRoute, () => ({ query: { limit: 5 } })],
  [c.addDocumentRoute, () => ({ headers: asMember(), body: { petId, uploadId, title: 'RKF', kind: 'pedigree' } })],
  [c.deleteDocumentRoute, () => ({ headers: asMember(), params: { id: petId, documentId: 1 } })],
  [c.petDocumentsRoute, () => ({ params: { id: petId } })],
  [c.fileRoute, () => ({})],
];
/** FilePond's PATCH and DELETE go through the same checks (the helper sends their method as it is). */
const protocol: [c.ProtocolRouteContract, () => ValidRequest][] = c.UPLOAD_TARGETS.flatMap((target) => [
  [c.uploadProtocolRoutes[target].patch, () => ({ headers: asMember(), query: { patch: uploadId } })],
  [c.uploadProtocolRoutes[target].revert, () => ({ headers: asMember(), body: uploadId })],
] as [c.ProtocolRouteContract, () => ValidRequest][]);

describe('bad input on every files route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }
  for (const [route, valid] of protocol) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route as unknown as c.RouteContract, valid(), { numRuns: 30 });
    });
  }

  it('HEAD ?patch= refuses malformed ids and tokens without writing', async () => {
    const before = await countRows(app);
    await assertProperty(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '../..', 'A'.repeat(21), 'A'.repeat(23), '%00')), fc.boolean(), async (id, signed) => {
        fc.pre(!/^[A-Za-z0-9_-]{22}$/.test(id));
        const response = await app.inject({
          method: 'HEAD', url: `${c.uploadUrl('images')}?patch=${encodeURIComponent(id)}`,
          headers: signed ? member.headers : { authorization: 'Bearer nope' },
        });
        expect(response.statusCode).toBe(signed ? 400 : 401);
      }),
      30,
    );
    expect(await countRows(app)).toEqual(before);
  });

  it('its cases (and the HEAD property above) are the files list of helpers/fuzz-coverage.ts', () => {
    const offsets = c.UPLOAD_TARGETS.map((target) => c.uploadProtocolRoutes[target].offset);
    expect(sortedKeys([...cases.map(([route]) => route), ...protocol.map(([route]) => route), ...offsets])).toEqual(sortedKeys(FUZZED_ELSEWHERE.files));
  });

  it('covers every served files route', () => {
    const covered = new Set(cases.map(([route]) => routeKey(route)));
    const ours = servedRoutes(app).filter((r) => /^\/api\/(uploads|images|docs|files)\//.test(r.url) || /^\/api\/(uploads)\/(images|docs)$/.test(r.url));
    expect(ours.map(routeKey).filter((key) => !covered.has(key))).toEqual([]);
    for (const target of c.UPLOAD_TARGETS) {
      for (const route of Object.values(c.uploadProtocolRoutes[target])) expect(app.hasRoute({ method: route.method, url: route.url })).toBe(true);
    }
  });
});
