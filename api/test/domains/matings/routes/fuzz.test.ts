import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { addMating, type BreedingWorld, breedingWorld } from '../fixtures';

/**
 * Property-based bad input on every breeding route: starting from a valid request, malformed ones answer a 4xx in the
 * error shape (400 naming the field for schema errors) and write nothing.
 */
let w: BreedingWorld;
let mating: c.MatingDetail;
let litter: c.LitterDetail;
beforeAll(async () => {
  w = await breedingWorld();
  mating = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.stud.id, matingDates: ['2026-01-05'], status: 'mated', publishStatus: 'published' });
  const added = await w.app.inject({ method: 'POST', url: '/api/litters/add', headers: w.damOwner.headers, payload: litterBody(mating.id) });
  if (added.statusCode !== 201) throw new Error(added.body);
  litter = added.json().litter;
});

function litterBody(matingId: number) {
  return {
    matingId, birthDate: '2026-03-08', malesBorn: 2, femalesBorn: 1, malesAlive: 2, femalesAlive: 1, country: 'DE', announcement: 'Pups',
    breeder: { name: 'Of the Hill' }, damId: null, sireId: null,
    puppies: [{ registeredName: 'Fuzz Pup', sex: 'male', colorId: 'black-white', coat: 'rough', microchip: '276000000000001', availability: 'available' }],
  };
}
afterAll(async () => w?.app.close());

const list = { page: 1, limit: 5, country: 'DE,PL', breed: 'border-collie', sire: 1, dam: 2, dateFrom: '2026-01-01', dateTo: '2026-12-31', maxCoi: 0.1 };
const body = () => ({ damId: w.dam.id, sireId: w.stud.id, matingDates: ['2026-03-01', '2026-03-03'], status: 'mated', announcement: 'Hello', country: 'DE' });

const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.addMatingRoute, () => ({ body: { ...body(), sireId: 999_999, publishStatus: 'draft' }, headers: w.damOwner.headers })],
  [c.saveMatingRoute, () => ({ params: { id: mating.id }, body: { ...body(), version: 999 }, headers: w.damOwner.headers })],
  [c.matingDetailRoute, () => ({ params: { id: mating.id }, query: { locale: 'de' } })],
  [c.matingPreviewRoute, () => ({ query: { damId: w.dam.id, sireId: w.stud.id, date: '2026-03-01', locale: 'pl' } })],
  [c.myMatingsRoute, () => ({ query: { page: 1, limit: 5, role: 'stud', status: 'mated' }, headers: w.studOwner.headers })],
  [c.announcementsRoute, () => ({ params: { kind: 'planned' }, query: list })],
  [c.defaultAnnouncementsRoute, () => ({ query: list })],
  [c.memberAnnouncementsRoute, () => ({ params: { id: w.damOwner.user.id, kind: 'litter' }, query: { page: 1, limit: 5 } })],
  [c.setMatingPublishRoute, () => ({ body: { id: mating.id, status: 'hidden', reason: 'x' }, headers: w.damOwner.headers })],
  [c.studAnswerRoute, () => ({ params: { id: mating.id }, body: { answer: 'confirm' }, headers: w.stranger.headers })],
  [c.inquiryRoute, () => ({ body: { id: mating.id, name: 'Fuzz', email: 'fuzz@example.test', message: 'Hi', topic: 'question', website: 'x' } })],
  [c.myInquiriesRoute, () => ({ query: { page: 1, limit: 5 }, headers: w.damOwner.headers })],
  [c.addLitterRoute, () => ({ body: { ...litterBody(999_999), publishStatus: 'draft' }, headers: w.damOwner.headers })],
  [c.saveLitterRoute, () => ({ params: { id: litter.id }, body: { ...litterBody(mating.id), version: 999 }, headers: w.damOwner.headers })],
  [c.litterDetailRoute, () => ({ params: { id: litter.id } })],
  [c.deleteLitterRoute, () => ({ params: { id: litter.id }, headers: w.stranger.headers })],
  [c.myLittersRoute, () => ({ query: { page: 1, limit: 5, q: 'hill' }, headers: w.damOwner.headers })],
  // An upload id that is nobody's: the valid form is refused too (404), so a mutant writes nothing either way.
  [c.addLitterPhotoRoute, () => ({ params: { id: litter.id }, body: { uploadId: 'AAAAAAAAAAAAAAAAAAAAAA' }, headers: w.damOwner.headers })],
  [c.orderLitterPhotosRoute, () => ({ params: { id: litter.id }, body: { ids: [999_998, 999_999] }, headers: w.damOwner.headers })],
  [c.mainLitterPhotoRoute, () => ({ params: { id: litter.id }, body: { id: 999_999 }, headers: w.damOwner.headers })],
  [c.deleteLitterPhotoRoute, () => ({ params: { id: litter.id, photoId: 999_999 }, headers: w.stranger.headers })],
];

describe('bad input on every breeding route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(w.app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every breeding route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.matings));
    const served = new Set(servedRoutes(w.app).map(routeKey));
    expect(FUZZED_ELSEWHERE.matings.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });
});
