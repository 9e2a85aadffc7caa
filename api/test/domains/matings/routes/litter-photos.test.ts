import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddLitterBody, type AnnouncementPage, imageSizes, type LitterDetail, type LitterPhoto, MATING_LIMITS, type MatingDetail } from '@bc/shared/contracts';
import type { TestUser } from '../../../helpers/users';
import { getFile, jpeg, multipart, processFile } from '../../files/fixtures';
import { addMating, type BreedingWorld, breedingWorld } from '../fixtures';

/**
 * A litter's photos: attach (FilePond uploads, WebP sizes), order, main, delete; who may change them (recorder, the
 * member named as breeder, moderators) and who sees them (everyone for a published litter); the lists' main photo;
 * the litter's delete takes the stored files with it.
 */
let w: BreedingWorld;
let breeder: TestUser;
beforeAll(async () => {
  w = await breedingWorld();
  breeder = w.studOwner; // named as the litter's breeder below, not its recorder
});
afterAll(async () => w?.app.close());

const post = (url: string, payload: object, user?: TestUser) => w.app.inject({ method: 'POST', url, payload, headers: user?.headers });
const get = (url: string, user?: TestUser) => w.app.inject({ url, headers: user?.headers });

async function upload(user: TestUser) {
  const response = await processFile(w.app, user, 'images', await jpeg(), 'litter.jpg');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

let dates = 0;
async function newLitter(publishStatus: 'draft' | 'published'): Promise<LitterDetail> {
  dates += 1;
  const matingDate = `2025-12-${String(dates).padStart(2, '0')}`;
  const birth = new Date(Date.parse(`${matingDate}T00:00:00Z`) + 63 * 86_400_000).toISOString().slice(0, 10);
  const mating: MatingDetail = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.ownStud.id, matingDates: [matingDate], status: 'mated', publishStatus: 'published' });
  const body: AddLitterBody = {
    matingId: mating.id, birthDate: birth, malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0, publishStatus, country: 'DE',
    breeder: { userId: breeder.user.id }, puppies: [{ registeredName: `Photo Pup ${dates}`, sex: 'male', availability: 'available' }],
  };
  const response = await post('/api/litters/add', body, w.damOwner);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().litter;
}

const attach = async (litterId: number, user: TestUser) => post(`/api/litters/${litterId}/photos/add`, { uploadId: await upload(user) }, user);

describe("a litter's photos", () => {
  let litter: LitterDetail;
  let photos: LitterPhoto[];

  it('the recorder attaches uploads in order as WebP sizes; the first becomes main; an upload is attached once', async () => {
    litter = await newLitter('published');
    expect(litter).toMatchObject({ photos: [], permissions: { photos: true } });
    const first = await upload(w.damOwner);
    const a = await post(`/api/litters/${litter.id}/photos/add`, { uploadId: first }, w.damOwner);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().items).toEqual([expect.objectContaining({ position: 0, isMain: true, width: 640, height: 480, url: `/api/files/images/${first}/1280.webp` })]);
    for (const size of Object.values(imageSizes(a.json().items[0].url))) expect((await getFile(w.app, size)).headers['content-type']).toBe('image/webp');
    const again = await post(`/api/litters/${litter.id}/photos/add`, { uploadId: first }, w.damOwner);
    expect(again.json()).toMatchObject({ statusCode: 409, data: { field: 'uploadId' } });
    const b = await attach(litter.id, w.damOwner);
    photos = b.json().items;
    expect(photos.map((p) => [p.position, p.isMain])).toEqual([[0, true], [1, false]]);
  });

  it('the member named as breeder and moderators change them too; others get 403, visitors 401, banned 403', async () => {
    expect((await attach(litter.id, breeder)).statusCode).toBe(200);
    expect((await attach(litter.id, w.moderator)).statusCode).toBe(200);
    const stranger = await attach(litter.id, w.stranger);
    expect(stranger.json()).toMatchObject({ statusCode: 403, data: { code: 'not_breeder' } });
    expect((await post(`/api/litters/${litter.id}/photos/add`, { uploadId: await upload(w.stranger) })).statusCode).toBe(401);
    expect((await attach(litter.id, w.stranger)).statusCode).toBe(403);
    expect((await post(`/api/litters/${litter.id}/photos/main`, { id: photos[1].id }, w.banned)).statusCode).toBe(403);
    expect((await get(`/api/litters/${litter.id}`, w.stranger)).json().permissions).toMatchObject({ edit: false, photos: false });
    expect((await get(`/api/litters/${litter.id}`, breeder)).json().permissions).toMatchObject({ edit: false, photos: true });
  });

  it('takes the image as a multipart file too (the editor sends it so); a stranger is refused before it is stored', async () => {
    const form = await multipart({}, { field: 'file', name: 'Щенки.jpg', data: await jpeg(), type: 'image/jpeg' });
    const sent = await w.app.inject({ method: 'POST', url: `/api/litters/${litter.id}/photos/add`, payload: form.payload, headers: { ...form.headers, ...breeder.headers } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().items.at(-1)).toMatchObject({ isMain: false, width: 640, height: 480 });
    const again = await multipart({}, { field: 'file', name: 'x.jpg', data: await jpeg(), type: 'image/jpeg' });
    const refused = await w.app.inject({ method: 'POST', url: `/api/litters/${litter.id}/photos/add`, payload: again.payload, headers: { ...again.headers, ...w.stranger.headers } });
    expect(refused.json()).toMatchObject({ statusCode: 403, data: { code: 'not_breeder' } });
    const empty = await multipart({});
    const none = await w.app.inject({ method: 'POST', url: `/api/litters/${litter.id}/photos/add`, payload: empty.payload, headers: { ...empty.headers, ...breeder.headers } });
    expect(none.json()).toMatchObject({ statusCode: 400, data: { field: 'file' } });
    await get(`/api/litters/${litter.id}/photos/${sent.json().items.at(-1).id}/delete`, breeder);
  });

  it("refuses another member's upload (404) and an unknown litter (404), naming the field", async () => {
    const theirs = await upload(w.stranger);
    expect((await post(`/api/litters/${litter.id}/photos/add`, { uploadId: theirs }, w.damOwner)).json()).toMatchObject({ statusCode: 404, data: { field: 'uploadId' } });
    expect((await post('/api/litters/999999/photos/add', { uploadId: theirs }, w.damOwner)).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
    expect((await post(`/api/litters/${litter.id}/photos/add`, { uploadId: 'nope' }, w.damOwner)).json()).toMatchObject({ statusCode: 400 });
  });

  it('orders them (every photo once, 400 naming ids otherwise) and moves the main flag', async () => {
    const all: LitterPhoto[] = (await get(`/api/litters/${litter.id}`)).json().photos;
    expect(all).toHaveLength(4);
    const reversed = [...all].reverse().map((p) => p.id);
    const ordered = await post(`/api/litters/${litter.id}/photos/order`, { ids: reversed }, w.damOwner);
    expect(ordered.json().items.map((p: LitterPhoto) => p.id)).toEqual(reversed);
    expect((await post(`/api/litters/${litter.id}/photos/order`, { ids: reversed.slice(1) }, w.damOwner)).json()).toMatchObject({ statusCode: 400, data: { field: 'ids' } });
    expect((await post(`/api/litters/${litter.id}/photos/order`, { ids: [...reversed.slice(1), 999_999] }, w.damOwner)).json()).toMatchObject({ statusCode: 400, data: { field: 'ids' } });
    const main = await post(`/api/litters/${litter.id}/photos/main`, { id: reversed[0] }, w.damOwner);
    expect(main.json().items.filter((p: LitterPhoto) => p.isMain).map((p: LitterPhoto) => p.id)).toEqual([reversed[0]]);
    expect((await post(`/api/litters/${litter.id}/photos/main`, { id: 999_999 }, w.damOwner)).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
  });

  it('shows them on the litter, the mating page and, the main one, in the public list of litters', async () => {
    const shown: LitterDetail = (await get(`/api/litters/${litter.id}`)).json();
    const main = shown.photos.find((p) => p.isMain)!;
    const mating: MatingDetail = (await get(`/api/matings/${shown.mating!.id}`)).json();
    expect(mating.litter?.photos.map((p) => p.id)).toEqual(shown.photos.map((p) => p.id));
    const list: AnnouncementPage = (await get('/api/matings/litter?limit=50')).json();
    expect(list.items.find((i) => i.litterId === litter.id)?.photo).toBe(main.url);
  });

  it("deletes one with its stored files; the next becomes main; another litter's photo is a 404", async () => {
    const before: LitterPhoto[] = (await get(`/api/litters/${litter.id}`)).json().photos;
    const main = before.find((p) => p.isMain)!;
    const other = await newLitter('published');
    expect((await get(`/api/litters/${other.id}/photos/${main.id}/delete`, w.damOwner)).json()).toMatchObject({ statusCode: 404, data: { field: 'photoId' } });
    expect((await get(`/api/litters/${litter.id}/photos/${main.id}/delete`, w.stranger)).statusCode).toBe(403);
    const deleted = await get(`/api/litters/${litter.id}/photos/${main.id}/delete`, w.damOwner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left: LitterPhoto[] = deleted.json().items;
    expect(left).toHaveLength(before.length - 1);
    expect(left.filter((p) => p.isMain)).toHaveLength(1);
    expect((await getFile(w.app, main.url)).statusCode).toBe(404);
  });

  it('a draft litter’s photos are seen by its breeder, recorder and moderators only', async () => {
    const draft = await newLitter('draft');
    expect((await attach(draft.id, w.damOwner)).statusCode).toBe(200);
    expect((await get(`/api/litters/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/litters/${draft.id}`, w.stranger)).statusCode).toBe(404);
    expect((await attach(draft.id, w.stranger)).statusCode).toBe(404);
    for (const user of [w.damOwner, breeder, w.moderator]) expect((await get(`/api/litters/${draft.id}`, user)).json().photos).toHaveLength(1);
  });

  it('the litter’s delete takes its photos’ stored files', async () => {
    const gone = await newLitter('published');
    const urls = (await attach(gone.id, w.damOwner)).json().items.map((p: LitterPhoto) => p.url);
    expect((await getFile(w.app, urls[0])).statusCode).toBe(200);
    expect((await get(`/api/litters/${gone.id}/delete`, w.damOwner)).statusCode).toBe(200);
    for (const url of urls) expect((await getFile(w.app, url)).statusCode).toBe(404);
  });

  it(`refuses a photo past ${MATING_LIMITS.photos} with 409 naming uploadId`, async () => {
    const full = await newLitter('draft');
    const ids: string[] = [];
    for (let i = 0; i < MATING_LIMITS.photos; i += 1) ids.push(await upload(w.damOwner));
    for (const uploadId of ids) expect((await post(`/api/litters/${full.id}/photos/add`, { uploadId }, w.damOwner)).statusCode).toBe(200);
    expect((await attach(full.id, w.damOwner)).json()).toMatchObject({ statusCode: 409, data: { field: 'uploadId' } });
  }, 120_000);
});
