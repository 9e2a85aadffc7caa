import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { petDocuments } from '../../../../src/db/schema';
import { withApp } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { addPet } from '../../../helpers/pets';
import { uploaded } from '../../../helpers/uploads';
import type { Cast } from '../../../helpers/users';

/**
 * Property-based bad input on every pets route (and the pets dictionaries): starting from a valid request,
 * malformed ones answer a 4xx in the error shape (400 naming the field for schema errors) and write nothing.
 */
let app: FastifyInstance;
let cast: Cast;
let pet: c.PetDetail;
let sire: c.PetDetail;
let documentId: number;
let requestId: number;
let photoUpload: string;
let documentUpload: string;

withApp((built) => ({ app, cast } = built));
beforeAll(async () => {
  sire = await addPet(app, cast.other.headers, { sex: 'male', birthDate: '2012-01-01' });
  pet = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2015-01-01', sireId: sire.id });
  const [doc] = await app.db.insert(petDocuments).values({ petId: sire.id, url: '/d/x.pdf', createdBy: cast.member.user.id }).returning();
  documentId = doc.id;
  const created = await app.inject({
    method: 'POST', url: '/api/pets/add-attachment-request', headers: cast.member.headers,
    payload: { petId: sire.id, info: 'Certificate', type: 'document', locale: 'en' },
  });
  requestId = created.json().id;
  [photoUpload, documentUpload] = [await uploaded(app, cast.member), await uploaded(app, cast.member, 'docs')];
});

const fullBody = (): Record<string, unknown> => ({
  registeredName: 'Fuzzy Dog', callName: 'Fuzz', kennelPrefix: 'Fuzz', sex: 'female', species: 'dog', breedId: 'border-collie',
  birthDate: '2018-05', deathDate: null, colorId: 'black-white', coat: 'rough', countryOfBirth: 'LV', countryOfResidence: 'LV',
  registrations: [{ registry: 'LKF', number: 'LV-1' }], microchip: '428000000000001', titles: 'Ch', workingResults: 'HWT',
  sireId: sire.id, damId: null, newDam: { registeredName: 'Fuzz Dam', callName: 'Dam', kennelPrefix: 'Fuzz', birthDate: '2010', colorId: 'red-white' },
  breeder: { name: 'Fuzz Farm' }, owner: { userId: cast.member.user.id },
  photos: [{ uploadId: photoUpload }], documents: [{ uploadId: documentUpload, kind: 'health' }],
  health: [{ set: 'hips:fci', value: 'A', date: '2020-01-01', lab: 'Lab', documentUploadId: documentUpload }], offeredForStud: false,
});

const member = () => cast.member.headers;
const search = { q: 'fuzz', sex: 'female', color: 'black-white,blue-merle', coat: 'rough', countryOfBirth: 'LV', birthYearFrom: 2000, birthYearTo: 2020, alive: 'true', hasPhotos: 'false', health: 'hips:fci:A,B', breeder: 'farm', owner: '1', sort: 'birth', order: 'asc', page: 1, limit: 10 };

const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.searchPetsRoute, () => ({ query: search })],
  [c.studDogsRoute, () => ({ query: { q: 'storm', countryOfResidence: 'GB', page: 1, limit: 5 } })],
  [c.petDetailRoute, () => ({ params: { id: pet.id }, headers: member() })],
  [c.petShortRoute, () => ({ params: { id: pet.id } })],
  [c.petSiblingsRoute, () => ({ params: { id: pet.id } })],
  [c.petOffspringRoute, () => ({ params: { id: sire.id } })],
  [c.likePetRoute, () => ({ params: { id: 999_999 }, headers: member() })],
  [c.myPetsRoute, () => ({ query: { role: 'owned', status: 'draft', q: 'x', page: 1, limit: 5 }, headers: member() })],
  [c.myNotesRoute, () => ({ query: { page: 1, limit: 5 }, headers: member() })],
  [c.addPetRoute, () => ({ body: { ...fullBody(), registrations: [{ registry: 'KC', number: 'FUZZ-1' }], sireId: 999_999 }, headers: member() })],
  [c.savePetRoute, () => ({ params: { id: pet.id }, body: { ...fullBody(), sireId: 999_999, version: pet.version }, headers: member() })],
  [c.setPetPublishRoute, () => ({ body: { id: sire.id, status: 'hidden', reason: 'No' }, headers: member() })],
  [c.savePetNoteRoute, () => ({ body: { petId: 999_999, note: 'Note' }, headers: member() })],
  [c.deletePetNoteRoute, () => ({ params: { id: pet.id }, headers: member() })],
  [c.addPetAttachmentRequestRoute, () => ({ body: { petId: 999_999, info: 'Info', type: 'document', locale: 'lv', documentId }, headers: member() })],
  [c.resolveAttachmentRequestRoute, () => ({ params: { id: 999_999, action: 'approve' }, headers: cast.moderator.headers })],
  [c.attachmentRequestsRoute, () => ({ query: { status: 'new', petId: sire.id, page: 1, limit: 5 }, headers: cast.moderator.headers })],
  [c.attachmentRequestFileRoute, () => ({ params: { id: requestId }, headers: cast.moderator.headers })],
  [c.attachmentRequestRoute, () => ({ params: { id: requestId }, headers: cast.moderator.headers })],
  [c.decideAttachmentRequestRoute, () => ({ params: { id: 999_999, action: 'reject' }, body: { reason: 'false-data', note: 'Fuzz' }, headers: cast.moderator.headers })],
  [c.memberSearchRoute, () => ({ query: { query: 'fu', limit: 5 }, headers: member() })],
  [c.dictionarySearchRoute, () => ({ params: { field: 'registeredName' }, query: { query: 'fu', limit: 5 } })],
  [c.dictionaryIndexSearchRoute, () => ({ params: { field: 'breederName' }, query: { query: 'fu', limit: 5 } })],
  [c.fullNamesRoute, () => ({ query: { query: 'fu', limit: 5, sex: 'male' } })],
  [c.addDnaTestRoute, () => ({ body: { id: 'cea', name: { ru: 'a', en: 'a', de: 'a', pl: 'a', cn: 'a', cz: 'a', lv: 'a' }, genes: ['X'] }, headers: cast.moderator.headers })],
];

describe('bad input on every pets route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every pets route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.pets));
    const served = new Set(servedRoutes(app).map(routeKey));
    expect(FUZZED_ELSEWHERE.pets.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });

  it('the valid starting points are answered (none of them is a 5xx)', async () => {
    for (const [route, valid] of cases) {
      const request = valid();
      const url = c.routePath(route, Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)])));
      const query = request.query ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
      const response = await app.inject({ method: route.method, url: url + query, headers: request.headers, payload: request.body as never });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(requestId).toBeGreaterThan(0);
  });
});
