import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { jpeg, multipart, pdf } from '../domains/files/fixtures';
import { SIGNATURE_HEADER, sandboxSecret, signSandbox } from '../../src/domains/payments/providers/sandbox';
import { build, TEST_JWT_SECRET } from './build';
import { fuzzHostile, type HostileOptions, type HostileRequest } from './fuzz-hostile';
import { addPet } from './pets';
import { uploaded } from './uploads';
import { createCast, createUser, type TestUser } from './users';
import { subjects } from '../domains/moderation/fixtures';

/**
 * Requests every route answers with a 2xx, as starting points of the hostile-input fuzzing (helpers/fuzz-hostile.ts)
 * and of the declared-limits test: each a function called per run, so a route that uses something up (a token, an
 * account, a name, a note) gets a fresh one every time. One list per area, as in helpers/fuzz-coverage.ts.
 */
export interface RouteCase {
  route: c.RouteContract;
  /** Told apart from another case of the same route (e.g. a moderator acting on a member). */
  label?: string;
  start: () => Promise<HostileRequest>;
  check?: HostileOptions['check'];
}

const at = (route: c.RouteContract | c.ProtocolRouteContract) => route as c.RouteContract;
let serial = 0;
const next = () => `${process.pid % 1000}${++serial}`;

async function ok(app: FastifyInstance, what: string, request: InjectOptions) {
  const response = await app.inject(request);
  if (response.statusCode >= 300) throw new Error(`fixture ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

/** A test file's hostile fuzz (helpers/fuzz-hostile.ts): one app, one test per case of `cases`. */
export async function describeHostile(title: string, cases: (app: FastifyInstance) => Promise<RouteCase[]>): Promise<void> {
  const app = await build();
  const list = await cases(app);
  afterAll(async () => app.close());
  describe(title, () => {
    for (const { route, label, start, check } of list) {
      it(`${route.method} ${route.url}${label ? ` (${label})` : ''}`, async () => {
        await fuzzHostile(app, route, start, { check });
      });
    }
  });
}

/* ───────────────────────────── accounts, dictionaries and the pedigree ───────────────────────────── */

export async function accountCases(app: FastifyInstance): Promise<RouteCase[]> {
  const { member, moderator } = await createCast(app);
  const profileOwner = await createUser(app);
  const family = await pedigreeFamily(app, member);
  const fresh = () => createUser(app);
  /** A new avatar image of `user`: an upload kept as an avatar (a profile takes only the caller's own). */
  const avatarOf = async (user: TestUser) => {
    const added = await ok(app, 'avatar', { method: 'POST', url: '/api/images/add', headers: user.headers, payload: { kind: 'avatar', uploadId: await uploaded(app, user) } });
    return (added.json() as { url: string }).url;
  };
  const registered = async () => {
    const n = next();
    await ok(app, 'registration', { method: 'POST', url: '/api/user/registration', payload: { email: `reg${n}@example.test`, password: 'Password-123', nickname: `reg${n}`, locale: 'en' } });
    const link = app.mailer.outbox.at(-1)!.link!;
    return link.split('/').pop()!;
  };
  return [
    ...[c.colorsRoute, c.countriesRoute, c.coatsRoute, c.breedsRoute, c.healthRoute, c.testProvidersRoute].map((route) => ({ route, start: async () => ({}) })),
    { route: c.registrationRoute, start: async () => ({ body: { email: `new${next()}@example.test`, password: 'Password-123', nickname: `new${next()}`, locale: 'en' } }) },
    { route: c.activateRoute, start: async () => ({ body: { hash: await registered() } }) },
    { route: c.loginRoute, start: async () => ({ body: { email: member.user.email, password: member.password } }) },
    { route: c.refreshRoute, start: async () => ({ headers: { cookie: `rt=${(await fresh()).refreshToken}` } }) },
    { route: c.logoutRoute, start: async () => ({ headers: (await fresh()).headers }) },
    { route: c.recoverByEmailRoute, start: async () => ({ body: { email: member.user.email, locale: 'ru' } }) },
    {
      route: c.updatePasswordRoute,
      start: async () => {
        const user = await fresh();
        return { headers: user.headers, body: { password: 'Password-456', id: user.user.id, currentPassword: user.password } };
      },
    },
    {
      route: c.updatePasswordRoute, label: 'a reset token',
      start: async () => {
        const user = await fresh();
        await ok(app, 'recover', { method: 'POST', url: '/api/user/recover-by-email', payload: { email: user.user.email, locale: 'en' } });
        return { body: { password: 'Password-456', id: new URL(app.mailer.outbox.at(-1)!.link!).searchParams.get('reset')! } };
      },
    },
    { route: c.updateNicknameRoute, start: async () => ({ headers: (await fresh()).headers, body: { nickname: `nick${next()}` } }) },
    { route: c.updateNicknameRoute, label: 'a moderator for a member', start: async () => ({ headers: moderator.headers, body: { nickname: `mod${next()}`, userId: (await fresh()).user.id } }) },
    {
      route: c.updateProfileRoute,
      start: async () => ({
        headers: profileOwner.headers,
        body: {
          displayName: 'Anna Bērziņa', country: 'LV', city: 'Rīga', kennelName: 'Of the Hills', kennelPrefix: 'Hills', about: 'Line one\nLine two',
          avatar: await avatarOf(profileOwner), locale: 'lv',
          contacts: { phone: '+371 2000 0000', email: 'anna@example.test', website: 'https://example.test', telegram: '@anna', whatsapp: '+371', viber: '+371', vk: 'anna', facebook: 'anna', instagram: 'anna' },
        },
      }),
    },
    { route: c.updateProfileRoute, label: 'a moderator for a member', start: async () => ({ headers: moderator.headers, body: { userId: profileOwner.user.id, city: 'Cēsis', about: null } }) },
    {
      route: c.deleteAccountRoute,
      start: async () => {
        const user = await fresh();
        return { headers: user.headers, body: { password: user.password } };
      },
    },
    { route: c.deleteAccountRoute, label: 'a moderator for a member', start: async () => ({ headers: moderator.headers, body: { password: moderator.password, userId: (await fresh()).user.id } }) },
    { route: c.currentUserRoute, start: async () => ({ headers: member.headers }) },
    { route: c.usersRoute, start: async () => ({ headers: moderator.headers, query: { page: 1, limit: 10, q: 'member', role: 'premium' } }) },
    { route: c.showProfileRoute, start: async () => ({ params: { nickname: profileOwner.user.nickname! } }) },
    { route: c.editProfileRoute, start: async () => ({ headers: profileOwner.headers, params: { nickname: profileOwner.user.nickname! } }) },
    { route: c.likesRoute, start: async () => ({ headers: member.headers, query: { page: 1, limit: 10 } }) },
    { route: c.reportsRoute, start: async () => ({ headers: member.headers, query: { page: 1, limit: 10 } }) },
    { route: c.breederPetsRoute, start: async () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } }) },
    { route: c.ownerPetsRoute, start: async () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } }) },
    { route: c.addAccountRequestRoute, start: async () => ({ body: { userId: member.user.id, info: 'This is my kennel.\nPlease connect it.', email: 'me@example.test', locale: 'de' } }) },
    { route: c.petTreeRoute, start: async () => ({ params: { id: family.x.id, depth: 4 }, query: { generations: 6, locale: 'de' } }) },
    { route: c.petTreeDefaultDepthRoute, start: async () => ({ params: { id: family.x.id }, query: { generations: 6, locale: 'en' }, headers: member.headers }) },
    { route: c.matingTreeRoute, start: async () => ({ params: { id: 0, depth: 3, flag: 'mating', sireId: family.s.id, damId: family.d.id }, query: { generations: 5 } }) },
    { route: c.matingTreeDefaultDepthRoute, start: async () => ({ params: { id: 0, flag: 'mating', sireId: family.s.id, damId: family.d.id }, query: { generations: 5, locale: 'lv' } }) },
    { route: c.diseasesRoute, start: async () => ({ params: { id: family.x.id, sireId: 0, damId: 0 }, query: { depth: 3, locale: 'ru' } }) },
    { route: c.diseasesRoute, label: 'a test mating', start: async () => ({ params: { id: 0, sireId: family.s.id, damId: family.d.id }, query: { depth: 3 } }) },
    {
      route: c.studRankingRoute,
      start: async () => ({
        // The ranked search is for premium members.
        params: { id: family.d.id }, headers: (await createUser(app, { role: 'premium' })).headers,
        query: { generations: 4, page: 1, limit: 5, offeredOnly: 'false', countryOfResidence: 'DE,LV', birthYearFrom: 2000, birthYearTo: 2024, alive: 'true', clearFor: 'cea,ncl' },
      }),
    },
  ];
}

/** Half-sib parents S and D (sharing the grand sire) and their pup X, published by `owner`. */
async function pedigreeFamily(app: FastifyInstance, owner: TestUser) {
  const add = (body: Partial<c.AddPetBody>) => addPet(app, owner.headers, body);
  const g = await add({ sex: 'male', birthDate: '2010-03-01' });
  const d1 = await add({ sex: 'female', birthDate: '2010-04-01' });
  const d2 = await add({ sex: 'female', birthDate: '2011-05-01' });
  const s = await add({ sex: 'male', birthDate: '2014-06-01', sireId: g.id, damId: d1.id, countryOfResidence: 'LV' });
  const d = await add({ sex: 'female', birthDate: '2015-07-01', sireId: g.id, damId: d2.id });
  const x = await add({ sex: 'male', birthDate: '2018-08-01', sireId: s.id, damId: d.id });
  return { g, s, d, x };
}

/* ───────────────────────────── pets ───────────────────────────── */

export async function petCases(app: FastifyInstance): Promise<RouteCase[]> {
  const cast = await createCast(app);
  const { member, other, moderator } = cast;
  const sire = await addPet(app, other.headers, { sex: 'male', birthDate: '2012-01-01', registeredName: 'Hostile Sire' });
  const dam = await addPet(app, other.headers, { sex: 'female', birthDate: '2013-01-01', registeredName: 'Hostile Dam' });
  const pet = await addPet(app, member.headers, { sex: 'female', birthDate: '2016-01-01', sireId: sire.id, damId: dam.id, registeredName: 'Hostile Pup' });
  const upload = async (user: TestUser, target: c.UploadTarget, name: string, data: Buffer) => {
    const { payload, headers } = await multipart({ filepond: '{}' }, { field: 'filepond', name, data });
    return (await ok(app, `${target} upload`, { method: 'POST', url: c.uploadUrl(target), payload, headers: { ...user.headers, ...headers } })).body;
  };
  const attachmentRequest = async () => {
    const uploadId = await upload(other, 'docs', 'request.pdf', pdf());
    const response = await ok(app, 'attachment request', {
      method: 'POST', url: '/api/pets/add-attachment-request', headers: other.headers,
      payload: { petId: pet.id, info: 'Certificate', type: 'document', locale: 'en', uploadId },
    });
    return response.json().id as number;
  };
  const fileRequestId = await attachmentRequest();
  const image = await jpeg(64, 48);
  /** A whole pet body; its photo and document (the hips result's certificate) are new uploads of `member` (a file attaches only for its uploader). */
  const petBody = async (): Promise<Record<string, unknown>> => {
    const n = next();
    const [photo, document] = await Promise.all([upload(member, 'images', `fuzz-${n}.jpg`, image), upload(member, 'docs', `fuzz-${n}.pdf`, pdf())]);
    return {
      registeredName: `Hostile Dog ${n}`, callName: 'Fuzz', kennelPrefix: 'Fuzz', sex: 'female', species: 'dog', breedId: 'border-collie',
      birthDate: '2018-05', deathDate: null, colorId: 'black-white', coat: 'rough', countryOfBirth: 'LV', countryOfResidence: 'LV',
      registrations: [{ registry: 'LKF', number: `LV-${n}` }, { registry: 'KC', number: `KC-${n}` }], microchip: `4280000${n}`.slice(0, 15), titles: 'Ch LV',
      workingResults: 'HWT\nISDS', sireId: sire.id, damId: null,
      newDam: { registeredName: `Hostile New Dam ${n}`, callName: 'Dam', kennelPrefix: 'Fuzz', birthDate: '2010', colorId: 'red-white' },
      breeder: { name: 'Fuzz Farm' }, owner: { userId: member.user.id },
      photos: [{ uploadId: photo }], documents: [{ uploadId: document, kind: 'health', title: 'Hips' }],
      health: [{ set: 'hips:fci', value: 'A', date: '2020-01-01', lab: 'Lab', documentUploadId: document }], offeredForStud: false,
    };
  };
  const search = { q: 'hostile', sex: 'female', species: 'dog', breed: 'border-collie', color: 'black-white,blue-merle', coat: 'rough', countryOfBirth: 'LV', countryOfResidence: 'LV,EE', birthYearFrom: 2000, birthYearTo: 2020, alive: 'true', offeredForStud: 'false', hasPhotos: 'false', health: 'hips:fci:A,B', breeder: 'farm', owner: 'anna', sort: 'birth', order: 'asc', page: 1, limit: 10 };
  return [
    { route: c.searchPetsRoute, start: async () => ({ query: search }) },
    { route: c.searchPetsRoute, label: 'a moderator', start: async () => ({ query: { q: 'h', status: 'draft', all: 'true', sort: 'name', order: 'desc' }, headers: moderator.headers }) },
    { route: c.studDogsRoute, start: async () => ({ query: { q: 'storm', countryOfResidence: 'GB', page: 1, limit: 5 } }) },
    { route: c.petDetailRoute, start: async () => ({ params: { id: pet.id }, headers: member.headers }) },
    { route: c.petShortRoute, start: async () => ({ params: { id: pet.id } }) },
    { route: c.petSiblingsRoute, start: async () => ({ params: { id: pet.id } }) },
    { route: c.petOffspringRoute, start: async () => ({ params: { id: sire.id } }) },
    { route: c.likePetRoute, start: async () => ({ params: { id: sire.id }, headers: member.headers }) },
    { route: c.myPetsRoute, start: async () => ({ query: { role: 'all', status: 'published', q: 'hostile', page: 1, limit: 5 }, headers: member.headers }) },
    { route: c.myNotesRoute, start: async () => ({ query: { page: 1, limit: 5 }, headers: member.headers }) },
    { route: c.addPetRoute, start: async () => ({ body: await petBody(), headers: member.headers }) },
    {
      route: c.savePetRoute,
      start: async () => {
        const own = await addPet(app, member.headers, { sex: 'female', birthDate: '2017-01-01' });
        return { params: { id: own.id }, body: { ...(await petBody()), sireId: sire.id, damId: dam.id, newDam: undefined, version: own.version }, headers: member.headers };
      },
    },
    {
      route: c.setPetPublishRoute,
      start: async () => ({ body: { id: (await addPet(app, member.headers, { sex: 'male', publishStatus: 'draft' })).id, status: 'published' }, headers: member.headers }),
    },
    {
      route: c.setPetPublishRoute, label: 'a moderator hiding a pet',
      start: async () => ({ body: { id: (await addPet(app, other.headers, { sex: 'male' })).id, status: 'hidden', reason: 'Duplicate of another record' }, headers: moderator.headers }),
    },
    { route: c.savePetNoteRoute, start: async () => ({ body: { petId: sire.id, note: 'Good worker.\nCalm.' }, headers: member.headers }) },
    {
      route: c.deletePetNoteRoute,
      start: async () => {
        const target = await addPet(app, other.headers, { sex: 'male' });
        await ok(app, 'note', { method: 'POST', url: '/api/pets/note', headers: member.headers, payload: { petId: target.id, note: 'x' } });
        return { params: { id: target.id }, headers: member.headers };
      },
    },
    { route: c.addPetAttachmentRequestRoute, start: async () => ({ body: { petId: sire.id, info: 'Hips certificate attached', type: 'correction', locale: 'lv' }, headers: member.headers }) },
    {
      route: c.addPetAttachmentRequestRoute, label: 'with an uploaded document',
      start: async () => ({ body: { petId: sire.id, info: 'Pedigree', type: 'document', locale: 'en', uploadId: await upload(member, 'docs', 'pedigree.pdf', pdf()) }, headers: member.headers }),
    },
    { route: c.resolveAttachmentRequestRoute, start: async () => ({ params: { id: await attachmentRequest(), action: 'approve' }, headers: moderator.headers }) },
    { route: c.attachmentRequestsRoute, start: async () => ({ query: { status: 'new', petId: pet.id, type: 'document', order: 'oldest', page: 1, limit: 5 }, headers: moderator.headers }) },
    {
      route: c.decideAttachmentRequestRoute,
      start: async () => ({ params: { id: await attachmentRequest(), action: 'reject' }, body: { reason: 'false-data', note: 'Not this dog' }, headers: moderator.headers }),
    },
    { route: c.attachmentRequestFileRoute, start: async () => ({ params: { id: fileRequestId }, headers: moderator.headers }) },
    { route: c.attachmentRequestRoute, start: async () => ({ params: { id: fileRequestId }, headers: moderator.headers }) },
    { route: c.memberSearchRoute, start: async () => ({ query: { query: 'me', limit: 5 }, headers: member.headers }) },
    { route: c.dictionarySearchRoute, start: async () => ({ params: { field: 'registeredName' }, query: { query: 'ho', limit: 5 } }) },
    { route: c.dictionaryIndexSearchRoute, start: async () => ({ params: { field: 'breederName' }, query: { query: 'F', limit: 5 } }) },
    { route: c.fullNamesRoute, start: async () => ({ query: { query: 'hostile', limit: 5, sex: 'male' } }) },
    {
      route: c.addDnaTestRoute,
      start: async () => ({
        body: { id: `t${next()}`, name: { ru: 'Тест', en: 'Test', de: 'Test', pl: 'Test', cn: '测试', cz: 'Test', lv: 'Tests' }, genes: ['ABC1', 'X'] },
        headers: moderator.headers,
      }),
    },
  ];
}

/* ───────────────────────────── files ───────────────────────────── */

export async function fileCases(app: FastifyInstance): Promise<RouteCase[]> {
  const member = await createUser(app);
  const image = await jpeg(64, 48);
  const upload = async (target: c.UploadTarget, name: string, data: Buffer) => {
    const { payload, headers } = await multipart({ filepond: '{}' }, { field: 'filepond', name, data });
    return (await ok(app, `${target} upload`, { method: 'POST', url: c.uploadUrl(target), payload, headers: { ...member.headers, ...headers } })).body;
  };
  // A member may have 20 unfinished chunked uploads: every run that starts one does it as a member of its own.
  const started = async (target: c.UploadTarget) => {
    const uploader = await createUser(app);
    const { payload, headers } = await multipart({ filepond: '{}' });
    const response = await ok(app, 'chunked start', { method: 'POST', url: c.uploadUrl(target), payload, headers: { ...uploader.headers, ...headers, 'upload-length': '1000' } });
    return { headers: uploader.headers, id: response.body };
  };
  const ownPet = async () => (await addPet(app, member.headers, { sex: 'male' })).id;
  const photoOf = async (petId: number) => {
    const response = await ok(app, 'photo', { method: 'POST', url: '/api/images/add', headers: member.headers, payload: { petId, uploadId: await upload('images', 'dog.jpg', image) } });
    return response.json() as c.PetPhoto & { url: string };
  };
  const documentOf = async (petId: number) => {
    const response = await ok(app, 'document', { method: 'POST', url: '/api/docs/add', headers: member.headers, payload: { petId, uploadId: await upload('docs', 'pedigree.pdf', pdf()), title: 'Pedigree', kind: 'pedigree' } });
    return response.json() as c.PetDocument;
  };
  const petId = await ownPet();
  const photo = await photoOf(petId);
  const documentUrl = (await documentOf(petId)).url;
  const protocol = (target: c.UploadTarget) => c.uploadProtocolRoutes[target];
  return [
    ...c.UPLOAD_TARGETS.flatMap((target): RouteCase[] => [
      {
        route: target === 'images' ? c.imageUploadRoute : c.documentUploadRoute,
        start: async () => ({ headers: member.headers, multipart: { fields: { filepond: '{"petId":1}' }, file: { field: 'filepond', name: target === 'images' ? 'Rex at 2.jpg' : 'Rex – pedigree.pdf', data: target === 'images' ? image : pdf() } } }),
      },
      {
        route: target === 'images' ? c.imageUploadRoute : c.documentUploadRoute, label: 'a chunked start',
        start: async () => ({ headers: { ...(await createUser(app)).headers, 'upload-length': '1000' }, encodedHeaders: { 'upload-name': 'Большой файл.pdf' }, multipart: { fields: { filepond: '{}' } } }),
      },
      {
        route: target === 'images' ? c.imageUploadFilesRoute : c.documentUploadFilesRoute,
        start: async () => ({ headers: member.headers, query: { restore: await upload(target, 'again.jpg', target === 'images' ? image : pdf()) } }),
      },
      {
        route: target === 'images' ? c.imageUploadFilesRoute : c.documentUploadFilesRoute, label: 'load by URL',
        start: async () => ({ headers: member.headers, query: { load: target === 'images' ? photo.url : documentUrl } }),
      },
      {
        route: at(protocol(target).patch),
        start: async () => {
          const { headers, id } = await started(target);
          return {
            headers: { ...headers, 'upload-offset': '0', 'upload-length': '1000' }, query: { patch: id },
            encodedHeaders: { 'upload-name': 'Часть 1.pdf' }, raw: { contentType: 'application/offset+octet-stream', text: 'x'.repeat(100) },
          };
        },
      },
      {
        route: at(protocol(target).offset),
        start: async () => {
          const { headers, id } = await started(target);
          return { headers, query: { patch: id } };
        },
      },
      { route: at(protocol(target).revert), start: async () => ({ headers: member.headers, raw: { contentType: 'text/plain', text: await upload(target, 'undo.jpg', target === 'images' ? image : pdf()) } }) },
    ]),
    { route: c.addImageRoute, start: async () => ({ headers: member.headers, body: { petId, uploadId: await upload('images', 'dog.jpg', image) } }) },
    {
      route: c.addImageRoute, label: 'a multipart file',
      start: async () => ({ headers: member.headers, multipart: { fields: { petId: String(petId), kind: 'pet' }, file: { field: 'file', name: 'Rex on the hill.jpg', data: image, type: 'image/jpeg' } } }),
    },
    {
      route: c.orderImagesRoute,
      start: async () => {
        const id = await ownPet();
        const [a, b] = [await photoOf(id), await photoOf(id)];
        return { headers: member.headers, body: { petId: id, ids: [b.id, a.id] } };
      },
    },
    { route: c.mainImageRoute, start: async () => ({ headers: member.headers, body: { petId, id: photo.id } }) },
    {
      route: c.deleteImageRoute,
      start: async () => {
        const id = await ownPet();
        return { headers: member.headers, params: { id, photoId: (await photoOf(id)).id } };
      },
    },
    { route: c.petImagesRoute, start: async () => ({ params: { id: petId } }) },
    { route: c.randomImagesRoute, start: async () => ({ query: { limit: 5 } }) },
    { route: c.addDocumentRoute, start: async () => ({ headers: member.headers, body: { petId, uploadId: await upload('docs', 'hips.pdf', pdf()), title: 'Hips — FCI A', kind: 'health' } }) },
    {
      route: c.addDocumentRoute, label: 'a multipart file',
      start: async () => ({ headers: member.headers, multipart: { fields: { petId: String(petId), title: 'Pedigree', kind: 'pedigree' }, file: { field: 'file', name: 'Rex – pedigree.pdf', data: pdf(), type: 'application/pdf' } } }),
    },
    {
      route: c.deleteDocumentRoute,
      start: async () => {
        const id = await ownPet();
        return { headers: member.headers, params: { id, documentId: (await documentOf(id)).id } };
      },
    },
    { route: c.petDocumentsRoute, start: async () => ({ params: { id: petId } }) },
    { route: c.fileRoute, start: async () => ({ wildcard: photo.url.slice('/api/files/'.length) }) },
  ];
}


/* ───────────────────────────── breeding: matings and the announcement lists ───────────────────────────── */

export async function matingCases(app: FastifyInstance): Promise<RouteCase[]> {
  // A premium member records: publishing an announcement needs premium or the mating payment.
  const { premium: member, other, moderator } = await createCast(app);
  const dam = await addPet(app, member.headers, { sex: 'female', birthDate: '2020-01-01', registeredName: 'Hostile Breeding Dam', countryOfResidence: 'LV' });
  const sire = await addPet(app, other.headers, { sex: 'male', birthDate: '2019-01-01', registeredName: 'Hostile Breeding Sire' });
  const body = () => ({
    damId: dam.id, sireId: sire.id, matingDates: ['2026-01-10', '2026-01-12'], status: 'mated', announcement: 'Puppies in spring.\nCall me.', country: 'LV',
  });
  const mating = async (publishStatus: 'draft' | 'published' = 'published') =>
    (await ok(app, 'mating', { method: 'POST', url: '/api/matings/add', headers: member.headers, payload: { ...body(), publishStatus } })).json() as c.MatingDetail;
  const shown = await mating();
  const list = { page: 1, limit: 5, country: 'LV,EE', breed: 'border-collie', sire: sire.id, dam: dam.id, dateFrom: '2025-01-01', dateTo: '2026-12-31', maxCoi: 0.5 };
  return [
    { route: c.addMatingRoute, start: async () => ({ body: { ...body(), publishStatus: 'draft' }, headers: member.headers }) },
    {
      route: c.addMatingRoute, label: 'an outside sire',
      start: async () => ({ body: { ...body(), sireId: undefined, newSire: { registeredName: `Hostile Outside ${next()}`, callName: 'Out', kennelPrefix: 'Far', birthDate: '2018', colorId: 'black-white' } }, headers: member.headers }),
    },
    {
      route: c.saveMatingRoute,
      start: async () => {
        const own = await mating('draft');
        return { params: { id: own.id }, body: { ...body(), version: own.version }, headers: member.headers };
      },
    },
    { route: c.matingDetailRoute, start: async () => ({ params: { id: shown.id }, query: { locale: 'lv' } }) },
    { route: c.matingPreviewRoute, start: async () => ({ query: { damId: dam.id, sireId: sire.id, date: '2026-01-10', locale: 'de' } }) },
    { route: c.myMatingsRoute, start: async () => ({ query: { page: 1, limit: 5, role: 'stud', status: 'mated' }, headers: other.headers }) },
    { route: c.announcementsRoute, start: async () => ({ params: { kind: 'mating' }, query: list }) },
    { route: c.defaultAnnouncementsRoute, start: async () => ({ query: list }) },
    { route: c.memberAnnouncementsRoute, start: async () => ({ params: { id: member.user.id, kind: 'planned' }, query: { page: 1, limit: 5 } }) },
    { route: c.setMatingPublishRoute, start: async () => ({ body: { id: (await mating('draft')).id, status: 'published' }, headers: member.headers }) },
    {
      route: c.setMatingPublishRoute, label: 'a moderator hiding a mating',
      start: async () => ({ body: { id: (await mating()).id, status: 'hidden', reason: 'Not a real mating' }, headers: moderator.headers }),
    },
    { route: c.studAnswerRoute, start: async () => ({ params: { id: (await mating()).id }, body: { answer: 'confirm' }, headers: other.headers }) },
  ];
}

/* ───────────────────────────── breeding: litters and inquiries ───────────────────────────── */

export async function litterCases(app: FastifyInstance): Promise<RouteCase[]> {
  // A premium member records: publishing a mating needs premium or the mating payment.
  const { premium: member, other } = await createCast(app);
  const dam = await addPet(app, member.headers, { sex: 'female', birthDate: '2019-01-01', registeredName: 'Hostile Litter Dam', countryOfResidence: 'EE' });
  const sire = await addPet(app, member.headers, { sex: 'male', birthDate: '2018-01-01', registeredName: 'Hostile Litter Sire' });
  const mating = async () =>
    ((await ok(app, 'mating', {
      method: 'POST', url: '/api/matings/add', headers: member.headers,
      payload: { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-05'], status: 'mated', publishStatus: 'published' },
    })).json() as c.MatingDetail).id;
  const body = (matingId: number | null) => ({
    matingId, birthDate: '2026-03-08', malesBorn: 2, femalesBorn: 2, malesAlive: 2, femalesAlive: 1, country: 'EE', announcement: 'Two boys\nand a girl',
    breeder: { name: 'Hostile Kennel' },
    puppies: [
      { registeredName: `Hostile Pup ${next()}`, sex: 'male', colorId: 'black-white', coat: 'rough', microchip: `2330000${next()}`.slice(0, 15), availability: 'available' },
      { registeredName: `Hostile Pup ${next()}`, sex: 'female', availability: 'kept' },
    ],
  });
  const litter = async () => ((await ok(app, 'litter', { method: 'POST', url: '/api/litters/add', headers: member.headers, payload: { ...body(await mating()), publishStatus: 'published' } })).json() as c.LitterWriteResponse).litter;
  const shown = await litter();
  const image = await jpeg(64, 48);
  const upload = async () => {
    const { payload, headers } = await multipart({ filepond: '{}' }, { field: 'filepond', name: 'Litter on the lawn.jpg', data: image });
    return (await ok(app, 'images upload', { method: 'POST', url: c.uploadUrl('images'), payload, headers: { ...member.headers, ...headers } })).body;
  };
  const photoOf = async (litterId: number) =>
    ((await ok(app, 'litter photo', { method: 'POST', url: `/api/litters/${litterId}/photos/add`, headers: member.headers, payload: { uploadId: await upload() } })).json() as c.LitterPhotoList).items.at(-1)!;
  return [
    { route: c.addLitterRoute, start: async () => ({ body: { ...body(await mating()), publishStatus: 'published' }, headers: member.headers }) },
    { route: c.addLitterRoute, label: 'an older litter without a mating', start: async () => ({ body: { ...body(null), damId: dam.id, sireId: sire.id }, headers: member.headers }) },
    {
      route: c.saveLitterRoute,
      start: async () => {
        const own = await litter();
        const puppies = own.puppies.map((p) => ({ id: p.id, registeredName: p.registeredName, sex: p.sex, availability: 'sold' }));
        return { params: { id: own.id }, body: { ...body(own.mating!.id), puppies, version: own.version }, headers: member.headers };
      },
    },
    { route: c.litterDetailRoute, start: async () => ({ params: { id: shown.id } }) },
    { route: c.deleteLitterRoute, start: async () => ({ params: { id: (await litter()).id }, headers: member.headers }) },
    { route: c.myLittersRoute, start: async () => ({ query: { page: 1, limit: 5, q: 'hostile' }, headers: member.headers }) },
    { route: c.addLitterPhotoRoute, start: async () => ({ params: { id: shown.id }, body: { uploadId: await upload() }, headers: member.headers }) },
    {
      route: c.addLitterPhotoRoute, label: 'a multipart file',
      start: async () => ({ params: { id: shown.id }, headers: member.headers, multipart: { fields: {}, file: { field: 'file', name: 'Pups at 3 weeks.jpg', data: image, type: 'image/jpeg' } } }),
    },
    {
      route: c.orderLitterPhotosRoute,
      start: async () => {
        const own = await litter();
        const [a, b] = [await photoOf(own.id), await photoOf(own.id)];
        return { params: { id: own.id }, body: { ids: [b.id, a.id] }, headers: member.headers };
      },
    },
    { route: c.mainLitterPhotoRoute, start: async () => ({ params: { id: shown.id }, body: { id: (await photoOf(shown.id)).id }, headers: member.headers }) },
    {
      route: c.deleteLitterPhotoRoute,
      start: async () => {
        const own = await litter();
        return { params: { id: own.id, photoId: (await photoOf(own.id)).id }, headers: member.headers };
      },
    },
    {
      route: c.inquiryRoute,
      start: async () => ({ body: { id: await mating(), name: 'Hostile Visitor', email: `visitor${next()}@example.test`, message: 'Is a puppy free?\nThanks', topic: 'reserve-puppy' } }),
    },
    {
      route: c.inquiryRoute, label: 'about a litter, signed in',
      start: async () => ({ body: { litterId: shown.id, name: 'Hostile Member', email: 'member@example.test', message: 'Hello', topic: 'question' }, headers: other.headers }),
    },
    { route: c.myInquiriesRoute, start: async () => ({ query: { page: 1, limit: 5 }, headers: member.headers }) },
  ];
}

/* ───────────────────────────── payments ───────────────────────────── */

export async function paymentCases(app: FastifyInstance): Promise<RouteCase[]> {
  const { member, other, moderator } = await createCast(app);
  const checkout = async (headers = member.headers) =>
    (await ok(app, 'premium order', { method: 'POST', url: '/api/premium/buy', headers, payload: {} })).json() as c.CheckoutResponse;
  const paymentId = (order: c.CheckoutResponse) => new URL(order.confirmationUrl).pathname.split('/').pop()!;
  const paid = await checkout();
  await ok(app, 'payment', { method: 'POST', url: new URL(paid.confirmationUrl).pathname, payload: { answer: 'pay' } });
  const donation = (await ok(app, 'donation', { method: 'POST', url: '/api/donates/buy', payload: { fullName: 'Hostile Donor', email: 'donor@example.test', price: 100 } })).json() as c.CheckoutResponse;
  const secret = sandboxSecret(TEST_JWT_SECRET);
  /** A paid donation (each case its own: a hidden name or a refund is done once). */
  const paidDonation = async () => {
    const order = (await ok(app, 'donation', { method: 'POST', url: '/api/donates/buy', payload: { fullName: 'Hostile Паньи 王', email: 'donor@example.test', price: 100 } })).json() as c.CheckoutResponse;
    await ok(app, 'donation paid', { method: 'POST', url: new URL(order.confirmationUrl).pathname, payload: { answer: 'pay' } });
    return (await app.data.orders.byOrderId(order.orderId))!;
  };
  const premium = await createUser(app, { role: 'premium' });
  const pet = (await ok(app, 'pet', { method: 'POST', url: '/api/pets/add', headers: member.headers, payload: { registeredName: `Report Dog ${next()}`, sex: 'male', publishStatus: 'published' } })).json() as c.PetDetail;
  const given = (await ok(app, 'report', { method: 'POST', url: '/api/reports/buy', headers: premium.headers, payload: { petId: pet.id, language: 'en' } })).json() as c.ReportBuyResponse;
  const report = given.kind === 'report' ? given.report : null;
  if (!report) throw new Error('a premium member got no report');
  // The member paid for premium above: a member without it orders the report.
  const buyer = await createUser(app);
  const reportOrder = (await ok(app, 'report order', { method: 'POST', url: '/api/reports/buy', headers: buyer.headers, payload: { petId: pet.id, language: 'pl' } })).json() as c.ReportBuyResponse;
  if (reportOrder.kind !== 'checkout') throw new Error('a member without premium got no order');
  const draftMating = async () => {
    const dam = await addPet(app, buyer.headers, { sex: 'female', birthDate: '2020-01-01' });
    const sire = await addPet(app, buyer.headers, { sex: 'male', birthDate: '2019-01-01' });
    const added = await ok(app, 'draft mating', { method: 'POST', url: '/api/matings/add', headers: buyer.headers, payload: { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-10'], status: 'mated' } });
    return (added.json() as c.MatingDetail).id;
  };
  return [
    { route: c.matingPaymentBuyRoute, start: async () => ({ body: { matingId: await draftMating(), locale: 'cn' }, headers: buyer.headers }) },
    { route: c.reportBuyRoute, start: async () => ({ body: { petId: pet.id, language: 'cz', locale: 'lv' }, headers: other.headers }) },
    { route: c.reportStatusRoute, start: async () => ({ body: { orderId: reportOrder.orderId }, headers: buyer.headers }) },
    { route: c.myReportsRoute, start: async () => ({ query: { page: 1, limit: 5 }, headers: premium.headers }) },
    { route: c.myReportOrdersRoute, start: async () => ({ headers: buyer.headers }) },
    { route: c.reportFileRoute, start: async () => ({ params: { id: report.id }, headers: premium.headers }) },
    { route: c.reportReissueRoute, start: async () => ({ params: { id: report.id }, body: { language: 'lv' }, headers: premium.headers }) },
    { route: c.reportVerifyRoute, start: async () => ({ params: { number: report.number } }) },
    { route: c.pricesRoute, start: async () => ({}) },
    { route: c.premiumStateRoute, start: async () => ({ headers: member.headers }) },
    { route: c.premiumBuyRoute, start: async () => ({ body: { paymentType: 'year', autoPay: false, locale: 'lv' }, headers: other.headers }) },
    { route: c.premiumStatusRoute, start: async () => ({ body: { orderId: paid.orderId }, headers: member.headers }) },
    { route: c.disableAutoPayRoute, start: async () => ({ headers: member.headers }) },
    { route: c.enableAutoPayRoute, start: async () => ({ headers: member.headers }) },
    { route: c.donateBuyRoute, start: async () => ({ body: { fullName: 'Anna Kowalska\nz Krakowa', email: 'anna@example.test', price: 300, notShow: true, locale: 'pl' } }) },
    { route: c.donateBuyRoute, label: 'a member', start: async () => ({ body: { fullName: 'Member', email: 'member@example.test', price: 50 }, headers: other.headers }) },
    { route: c.donateStatusRoute, start: async () => ({ body: { orderId: donation.orderId } }) },
    { route: c.donateMonthRoute, start: async () => ({}) },
    { route: c.moderatorDonationsRoute, start: async () => ({ query: { all: 1, page: 1, limit: 5 }, headers: moderator.headers }) },
    { route: c.donationHideNameRoute, start: async () => ({ params: { id: (await paidDonation()).id }, body: { hidden: true, note: 'Hostile name' }, headers: moderator.headers }) },
    { route: c.orderRefundRoute, start: async () => ({ params: { orderId: (await paidDonation()).orderId }, body: { reason: 'fraud', note: 'Hostile' }, headers: moderator.headers }) },
    {
      route: c.webhookRoute,
      start: async () => {
        const order = await checkout();
        const text = JSON.stringify({
          id: `evt_hostile${next()}`, event: 'payment.succeeded',
          object: { id: paymentId(order), status: 'succeeded', amount: { value: '299.00', currency: 'RUB' }, metadata: { orderId: order.orderId }, payment_method: null },
        });
        return { params: { provider: 'sandbox' }, raw: { contentType: 'application/json', text }, headers: { [SIGNATURE_HEADER]: signSandbox(secret, text) } };
      },
    },
    { route: c.sandboxCheckoutRoute, start: async () => ({ params: { paymentId: paymentId(await checkout()) } }) },
    { route: c.sandboxAnswerRoute, start: async () => ({ params: { paymentId: paymentId(await checkout()) }, body: { answer: 'cancel', webhook: 'twice' } }) },
  ];
}

export async function importCases(app: FastifyInstance): Promise<RouteCase[]> {
  const { member } = await createCast(app);
  const csv = () => Buffer.from(`Registration,Name,Sex\nHOSTILE${next()},Hostile Import ${next()},M\n`);
  const upload = async () => {
    const { payload, headers } = await multipart({}, { field: 'file', name: 'dogs.csv', data: csv() });
    return (await ok(app, 'import upload', { method: 'POST', url: '/api/imports', payload, headers: { ...headers, ...member.headers } })).json() as c.ImportUploaded;
  };
  const job = await upload();
  const body = (uploaded: c.ImportUploaded) => ({
    mapping: { registry: 'RKF', columns: uploaded.mapping.columns },
    resolutions: { choices: { 'unknown-value': 'skip' }, fixes: { color: { BLACKISH: 'black' } } },
  });
  // A job started by an earlier case (or run) writes its progress in the background: that is not a refused request's
  // doing, so every start waits until no job runs.
  const cases: RouteCase[] = [
    { route: c.importUploadRoute, start: async () => ({ headers: member.headers, multipart: { fields: {}, file: { field: 'file', name: 'dogs.csv', data: csv(), type: 'text/csv' } } }) },
    { route: c.importListRoute, start: async () => ({ headers: member.headers }) },
    { route: c.importPreviewRoute, start: async () => ({ headers: member.headers, params: { id: job.id }, body: body(job) }) },
    {
      // Each start takes a job of its own (a started job cannot start again).
      route: c.importStartRoute,
      start: async () => {
        const own = await upload();
        return { headers: member.headers, params: { id: own.id }, body: body(own) };
      },
    },
    { route: c.importStatusRoute, start: async () => ({ headers: member.headers, params: { id: job.id } }) },
    {
      // Each undo takes an import of its own, done.
      route: c.importUndoRoute,
      start: async () => {
        const own = await upload();
        await ok(app, 'import start', { method: 'POST', url: `/api/imports/${own.id}/start`, headers: member.headers, payload: body(own) });
        await app.imports.idle();
        return { headers: member.headers, params: { id: own.id } };
      },
    },
  ];
  return cases.map((one) => ({ ...one, start: async () => { await app.imports.idle(); return one.start(); } }));
}

/* ───────────────────────────── exports ───────────────────────────── */

export async function exportCases(app: FastifyInstance): Promise<RouteCase[]> {
  const { member, moderator } = await createCast(app);
  const sire = await addPet(app, member.headers, { sex: 'male', birthDate: '2015-01-01', registeredName: 'Hostile Export Sire' });
  const pet = await addPet(app, member.headers, {
    sex: 'female', birthDate: '2018-01-01', sireId: sire.id, registeredName: 'Hostile Export', registrations: [{ registry: 'RKF', number: '770001' }],
  });
  return [
    { route: c.exportPedigreeRoute, start: async () => ({ params: { id: pet.id }, query: { generations: 3, format: 'csv' }, headers: member.headers }) },
    { route: c.exportSearchRoute, start: async () => ({ query: { q: 'Hostile Export', sex: 'female', birthYearFrom: 2010, format: 'xlsx' } }) },
    { route: c.exportMemberRoute, start: async () => ({ params: { id: member.user.id }, query: { role: 'owner', format: 'csv' }, headers: moderator.headers }) },
  ];
}

/* ───────────────────────────── moderation: decisions, the audit log, undo ───────────────────────────── */

export async function moderationCases(app: FastifyInstance): Promise<RouteCase[]> {
  const { member, moderator } = await createCast(app);
  const decide = async (url: string, payload: object) =>
    (await ok(app, url, { method: 'POST', url, headers: moderator.headers, payload })).json() as c.ModerationAction;
  const fresh = async () => (await createUser(app)).user.id;
  const pet = async () => (await addPet(app, member.headers, { registeredName: `Hostile Moderated ${next()}`, sex: 'female' })).id;
  const banned = async () => {
    const id = await fresh();
    await decide(`/api/moderation/users/${id}/ban`, { reason: 'spam', note: 'Hostile' });
    return id;
  };
  const hidden = async () => {
    const id = await pet();
    await decide(`/api/moderation/pets/${id}/hide`, { reason: 'spam' });
    return id;
  };
  const world = subjects(app, member, moderator);
  const request = async () => {
    const requester = await createUser(app);
    return app.data.accountRequests.insert({ userId: await fresh(), requesterUserId: requester.user.id, info: 'Hostile', email: requester.user.email!, locale: 'de' });
  };
  const headers = moderator.headers;
  return [
    { route: c.moderationAccountRequestsRoute, start: async () => ({ query: { page: 1, limit: 5, status: 'approved', sort: 'oldest' }, headers }) },
    { route: c.approveAccountRequestRoute, start: async () => ({ params: { id: await request() }, body: { decision: 'move-dogs', note: 'Proof\nchecked' }, headers }) },
    { route: c.connectBreedersListRoute, start: async () => ({ query: { page: 1, limit: 5 }, headers }) },
    { route: c.moderationMatingsRoute, start: async () => ({ query: { page: 1, limit: 5, all: true, flag: 'stud-pending' }, headers }) },
    { route: c.moderationLittersRoute, start: async () => ({ query: { page: 1, limit: 5, status: 'hidden', flag: 'carrier-carrier' }, headers }) },
    { route: c.hideMatingRoute, start: async () => ({ params: { id: await world.mating() }, body: { reason: 'false-data', note: 'Dates\ndo not add up' }, headers }) },
    { route: c.publishMatingRoute, start: async () => ({ params: { id: await world.hiddenMating() }, body: { note: 'Corrected' }, headers }) },
    { route: c.hideLitterRoute, start: async () => ({ params: { id: await world.litter() }, body: { reason: 'spam', note: 'Advert' }, headers }) },
    { route: c.publishLitterRoute, start: async () => ({ params: { id: await world.hiddenLitter() }, body: { note: 'Corrected' }, headers }) },
    {
      route: c.connectBreedersRoute,
      start: async () => {
        const kennel = await createUser(app, { kennelName: `Hostile Kennel ${next()}` });
        const dog = await addPet(app, member.headers, { registeredName: `Hostile Moderated ${next()}`, sex: 'male', owner: { name: kennel.user.kennelName! } });
        return { body: { memberId: kennel.user.id, petIds: [dog.id], note: 'Same kennel' }, headers };
      },
    },
    { route: c.rejectAccountRequestRoute, start: async () => ({ params: { id: await request() }, body: { reason: 'false-data', note: 'No proof' }, headers }) },
    {
      route: c.banUserRoute,
      start: async () => ({ params: { id: await fresh() }, body: { reason: 'rules-violation', note: 'Several accounts\nsame person', until: '2099-12-31T23:59:00Z' }, headers }),
    },
    { route: c.unbanUserRoute, start: async () => ({ params: { id: await banned() }, body: { note: 'Appeal accepted' }, headers }) },
    { route: c.setModeratorRoute, start: async () => ({ params: { id: await fresh() }, body: { isModerator: true, note: 'Trusted breeder' }, headers }) },
    { route: c.hidePetRoute, start: async () => ({ params: { id: await pet() }, body: { reason: 'duplicate', note: 'Same dog as another record' }, headers }) },
    { route: c.publishPetRoute, start: async () => ({ params: { id: await hidden() }, body: { note: 'Corrected' }, headers }) },
    { route: c.deletePetRoute, start: async () => ({ params: { id: await pet() }, body: { reason: 'spam', note: 'A test entry\nnot a dog' }, headers }) },
    {
      route: c.mergePetsRoute,
      start: async () => ({ body: { survivorId: await pet(), duplicateId: await pet(), note: 'The same dog\nentered twice' }, headers }),
    },
    {
      route: c.moderationActionsRoute,
      start: async () => ({ query: { page: 1, limit: 5, action: 'ban', moderatorId: moderator.user.id, recordKind: 'user' }, headers }),
    },
    { route: c.moderationSummaryRoute, start: async () => ({ headers }) },
    { route: c.moderationPetsRoute, start: async () => ({ query: { page: 1, limit: 5, q: 'Hostile Moderated', status: 'hidden' }, headers }) },
    {
      route: c.undoModerationActionRoute,
      start: async () => ({ params: { id: (await decide(`/api/moderation/pets/${await pet()}/hide`, { reason: 'spam' })).id }, headers }),
    },
  ];
}
