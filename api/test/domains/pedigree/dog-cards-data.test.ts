import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../helpers/build';
import { addMainPhoto, addPet } from './fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

describe('dog cards read by range (the warm-up) and by ids (a tree that misses some)', () => {
  it('both reads give the same cards: names, year, colour, titles, main photo, status, owner and creator', async () => {
    const plain = await addPet(app, { registeredName: 'Card "Plain" Ünï', sex: 'female', publishStatus: 'draft' });
    const full = await addPet(app, {
      registeredName: 'Card Full 中文', sex: 'male', birthDate: '2019-05-06', colorId: 'black-white', titles: 'CH, "JCH"', publishStatus: 'published',
    });
    await addMainPhoto(app, full.id, 'https://img.example/card.jpg');
    const data = app.data.pedigree;
    const byRange = (await data.dogCardsAfter(plain.id - 1, 2)).filter((card) => card.id === plain.id || card.id === full.id);
    const byIds = await data.dogCards([plain.id, full.id]);
    expect(byRange).toHaveLength(2);
    expect(byRange).toEqual([...byIds].sort((a, b) => a.id - b.id));
    expect(byRange[1]).toMatchObject({ registeredName: 'Card Full 中文', birthYear: 2019, titles: 'CH, "JCH"', thumbnail: 'https://img.example/card.jpg' });
    expect(await data.dogCardsAfter(full.id, 10)).toEqual([]);
  });
});
