import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizes, type RandomImage } from '@bc/shared/contracts';
import { petPhotos } from '../../../../src/db/schema';
import { build } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';

/** GET /api/images/random: photos of published pets only, one per pet, sampled without sorting the table. */
let app: FastifyInstance;
const published = new Set<number>();

beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const photoUrl = (n: number) => `/api/files/images/${String(n).padStart(22, 'A')}/1280.webp`;

describe('random photos', () => {
  it('answers nothing when there are no photos', async () => {
    expect((await app.inject({ url: '/api/images/random' })).json()).toEqual({ items: [] });
  });

  it('samples only published pets, at most one photo per pet (small table: all read)', async () => {
    for (let i = 0; i < 12; i++) {
      const status = i % 3 === 0 ? 'draft' : i % 3 === 1 ? 'hidden' : 'published';
      const pet = await insertPet(app, { publishStatus: status });
      if (status === 'published') published.add(pet.id);
      await app.db.insert(petPhotos).values([
        { petId: pet.id, url: photoUrl(i * 2), isMain: true, position: 0 },
        { petId: pet.id, url: photoUrl(i * 2 + 1), position: 1 },
      ]);
    }
    const response = await app.inject({ url: '/api/images/random?limit=10' });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as RandomImage[];
    expect(items).toHaveLength(published.size);
    expect(new Set(items.map((i) => i.petId))).toEqual(published);
    for (const item of items) expect(item.sizes).toEqual(imageSizes(item.url));
    expect((await app.inject({ url: '/api/images/random?limit=2' })).json().items).toHaveLength(2);
  });

  it('probes random ids when the id range is large, still only published pets', async () => {
    // Ids spread over a wide range (the seed and deletions leave gaps).
    const drafts = await insertPet(app, { publishStatus: 'draft' });
    for (let i = 0; i < 40; i++) {
      const pet = i % 2 === 0 ? await insertPet(app, { publishStatus: 'published' }) : drafts;
      if (i % 2 === 0) published.add(pet.id);
      await app.db.insert(petPhotos).values({ id: 10_000 + i * 500, petId: pet.id, url: photoUrl(1000 + i) });
    }
    const seen = new Set<number>();
    for (let round = 0; round < 5; round++) {
      const items = await app.data.photos.random(8);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(new Set(items.map((i) => i.petId)).size).toBe(items.length);
      for (const item of items) {
        expect(published.has(item.petId)).toBe(true);
        seen.add(item.id);
      }
    }
    expect(seen.size).toBeGreaterThan(8); // not the same photos every time
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '51', 'abc']) {
      const response = await app.inject({ url: `/api/images/random?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.field).toBe('limit');
    }
  });
});
