import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PageOf, PetDetail, PetListItem } from '@bc/shared/contracts';
import { petPhotos, pets } from '../../../src/db/schema';
import { createEvents, type DomainEventName, type DomainEvents } from '../../../src/domains/events';
import { createPetReadCaches } from '../../../src/domains/pets/read-caches';
import { withApp } from '../../helpers/build';
import { addPet } from '../../helpers/pets';
import type { Cast } from '../../helpers/users';

/** Each write drops from the pets read caches what it changed, and nothing else. */
describe('what each write drops', () => {
  const events = createEvents();
  const caches = createPetReadCaches(60_000, events);
  const ANSWERS = ['details 1', 'page 1', 'details 2', 'page 2', 'search'];

  /** The answers still cached after `name`: each is asked for, and those whose load runs had been dropped. */
  const keptAfter = async <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => {
    const ask = async (loaded: Set<string>) => {
      for (const id of ['1', '2']) {
        await caches.details.get(id, async () => (loaded.add(`details ${id}`), null));
        await caches.visitorPages.get(id, async () => (loaded.add(`page ${id}`), ''));
      }
      await caches.lists.get('search', async () => (loaded.add('search'), ''));
    };
    events.emit('petsChanged', { ids: [] });
    // Asked twice: pet pages are kept from their second ask (secondAsk).
    await ask(new Set());
    await ask(new Set());
    events.emit(name, payload);
    const loaded = new Set<string>();
    await ask(loaded);
    return ANSWERS.filter((answer) => !loaded.has(answer));
  };

  it("a like or a document drops that pet's page only", async () => {
    expect(await keptAfter('likesChanged', { petId: 1 })).toEqual(['details 2', 'page 2', 'search']);
    expect(await keptAfter('documentsChanged', { petId: 2 })).toEqual(['details 1', 'page 1', 'search']);
  });

  it("a pet saved, a photo and a member changed drop every page and search (they show on other pets' pages and in results)", async () => {
    expect(await keptAfter('petsChanged', { ids: [1] })).toEqual([]);
    expect(await keptAfter('photosChanged', { petId: 1 })).toEqual([]);
    expect(await keptAfter('usersChanged', { ids: [7] })).toEqual([]);
  });

  it('a session that ends drops nothing', async () => {
    expect(await keptAfter('sessionsEnded', { ids: ['s'] })).toEqual(ANSWERS);
  });
});

describe('the read caches of a running app', () => {
  let app: FastifyInstance;
  let cast: Cast;
  // A long TTL: what is served again below is what no write dropped, not what has not expired yet.
  withApp((built) => ({ app, cast } = built), { petsCacheTtlMs: 60_000 });

  const page = async (id: number) => (await app.inject({ url: `/api/pets/${id}` })).json() as PetDetail;
  const search = async () => (await app.inject({ url: '/api/pets?q=cacheable' })).json() as PageOf<PetListItem>;
  const callNames = async () => (await search()).items.map((p) => p.callName).sort();

  it("a like drops the liked pet's page; a note drops nothing; a saved pet drops every page and search (other pets' search items stay: they did not change)", async () => {
    const a = await addPet(app, cast.member.headers, { registeredName: 'Cacheable Ace', callName: 'Ace' });
    const b = await addPet(app, cast.member.headers, { registeredName: 'Cacheable Bee', callName: 'Bee' });
    expect((await page(a.id)).callName).toBe('Ace');
    expect((await page(b.id)).callName).toBe('Bee');
    expect(await callNames()).toEqual(['Ace', 'Bee']);
    // Changed behind the API's back: only what a write drops is read again.
    await app.db.update(pets).set({ callName: 'Renamed' }).where(inArray(pets.id, [a.id, b.id]));

    expect((await app.inject({ url: `/api/pets/${a.id}/like`, headers: cast.other.headers })).json()).toEqual({ liked: true, count: 1 });
    expect(await page(a.id)).toMatchObject({ likes: 1, callName: 'Renamed' });
    expect((await page(b.id)).callName).toBe('Bee');
    expect(await callNames()).toEqual(['Ace', 'Bee']);

    const note = await app.inject({ method: 'POST', url: '/api/pets/note', headers: cast.other.headers, payload: { petId: b.id, note: 'Nice' } });
    expect(note.statusCode).toBe(200);
    expect((await page(b.id)).callName).toBe('Bee');

    const saved = await app.inject({
      method: 'POST', url: `/api/pets/${a.id}/save`, headers: cast.member.headers,
      payload: { registeredName: 'Cacheable Ace', callName: 'Ace', sex: a.sex, version: a.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page(b.id)).callName).toBe('Renamed');
    expect(await callNames()).toEqual(['Ace', 'Bee']);
  });

  it('a search item follows its member\'s new name and its new main photo at once', async () => {
    const pet = await addPet(app, cast.member.headers, { registeredName: 'Cacheable Cue', breeder: { userId: cast.other.user.id } });
    const item = async () => (await app.inject({ url: '/api/pets?q=cacheable%20cue' })).json().items[0] as PetListItem;
    expect((await item()).breeder.userId).toBe(cast.other.user.id);
    await app.data.users.update(cast.other.user.id, { kennelName: 'Renamed Kennel' });
    expect((await item()).breeder.name).toBe('Renamed Kennel');
    await app.db.insert(petPhotos).values({ petId: pet.id, url: '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/480.webp', isMain: true });
    expect((await item()).mainPhoto).toBeNull(); // changed behind the API's back: still the item kept
    app.events.emit('photosChanged', { petId: pet.id });
    expect((await item()).mainPhoto).toBe('/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/480.webp');
  });
});
