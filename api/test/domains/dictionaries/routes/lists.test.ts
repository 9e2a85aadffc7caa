import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type HealthOptionSet, type LocalizedName } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const get = async <T>(path: string) => {
  const response = await app.inject({ url: `/api/dictionaries/${path}` });
  expect(response.statusCode).toBe(200);
  return { response, items: (response.json() as { items: T[] }).items };
};
const fullyNamed = (name: LocalizedName) => LOCALES.every((l) => typeof name[l] === 'string' && name[l].length > 0);

describe('dictionaries', () => {
  it('colours: ~20 border collie colours, named in all seven languages', async () => {
    const { items } = await get<{ id: string; name: LocalizedName }>('colors');
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.every((c) => fullyNamed(c.name))).toBe(true);
    expect(items[0]).toEqual({
      id: 'black-white',
      name: { ru: 'Чёрно-белый', en: 'Black & white', de: 'Schwarz-weiß', pl: 'Czarno-biały', cn: '黑白色', cz: 'Černobílá', lv: 'Melnbalts' },
    });
    const ids = items.map((c) => c.id);
    for (const id of ['blue-merle', 'red-white', 'red-merle', 'black-tricolour', 'sable-white', 'lilac-white', 'slate-white', 'seal-white', 'chocolate-white', 'white-ticked']) {
      expect(ids).toContain(id);
    }
  });

  it('countries: all 249 ISO 3166 codes in seven languages', async () => {
    const { items } = await get<{ id: string; name: LocalizedName }>('countries');
    expect(items).toHaveLength(249);
    expect(items.every((c) => /^[A-Z]{2}$/.test(c.id) && fullyNamed(c.name))).toBe(true);
    expect(items.find((c) => c.id === 'DE')?.name).toMatchObject({ ru: 'Германия', de: 'Deutschland', cz: 'Německo', lv: 'Vācija', cn: '德国' });
  });

  it('coats and breeds', async () => {
    const coats = await get<{ id: string; name: LocalizedName }>('coats');
    expect(coats.items.map((c) => c.id)).toEqual(['rough', 'smooth', 'bearded']);
    expect(coats.items.map((c) => c.name.en)).toEqual(['Rough (long)', 'Smooth (short)', 'Bearded']);
    const breeds = await get<{ id: string; species: string; name: LocalizedName }>('breeds');
    expect(breeds.items[0]).toMatchObject({ id: 'border-collie', species: 'dog', name: { ru: 'Бордер-колли' } });
    expect(breeds.items.every((b) => fullyNamed(b.name))).toBe(true);
  });

  it('health: DNA tests, EAOD providers, BAER, OCD, LTV, VA, elbows and hips per system', async () => {
    const { items } = await get<HealthOptionSet>('health');
    const set = (id: string) => items.find((s) => s.id === id);
    const optionIds = (id: string) => set(id)?.options.map((o) => o.id);
    const dna = items.filter((s) => s.kind === 'dna').map((s) => s.system);
    expect(dna).toEqual(expect.arrayContaining(['cea', 'ncl', 'tns', 'mdr1', 'igs', 'sn', 'gg', 'dm', 'mh']));
    for (const test of dna) expect(optionIds(`dna:${test}`)).toEqual(['N/N', 'N/M', 'M/M']);
    const eaod = items.filter((s) => s.kind === 'eaod');
    expect(eaod).toHaveLength(4);
    expect(eaod.filter((s) => s.genes.includes('RBBP6'))).toHaveLength(1);
    expect(eaod.every((s) => s.genes.includes('USP31'))).toBe(true);
    expect(optionIds('mdd')).toEqual(['N/N', 'N/M', 'M/M']);
    expect(optionIds('baer')).toEqual(['+/+', '+/-', '-/-']);
    expect(optionIds('ocd_sp')).toEqual(['free', 'affected']);
    expect(optionIds('ltv')).toEqual(['0', '1', '2', '3', '4']);
    expect(optionIds('va')).toEqual(['0', '1', '2', '3', '4']);
    expect(optionIds('elbows:rkf')).toEqual(['0', '1', '2', '3']);
    expect(optionIds('elbows:ofa')).toEqual(['normal', 'I', 'II', 'III']);
    expect(optionIds('elbows:fci')).toEqual(['0', 'BL', '1', '2', '3']);
    expect(optionIds('elbows:bva')).toEqual(['0', '1', '2', '3']);
    expect(optionIds('elbows:czech')).toEqual(['0', '1', '2', '3']);
    expect(optionIds('elbows:vet')).toEqual(['normal', 'affected']);
    expect(optionIds('hips:rkf')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(optionIds('hips:ofa')).toEqual(['excellent', 'good', 'fair', 'borderline', 'mild', 'moderate', 'severe']);
    expect(optionIds('hips:fci')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(optionIds('hips:bva')).toHaveLength(54);
    expect(optionIds('hips:czech')).toEqual(['0', '1', '2', '3', '4']);
    expect(optionIds('hips:vet')).toEqual(['normal', 'affected']);
    expect(items.every((s) => fullyNamed(s.name) && s.options.every((o) => fullyNamed(o.name)))).toBe(true);
    expect(set('hips:ofa')?.options[0].name.ru).toBe('Отлично');
  });

  it('test providers: four, one testing USP31 and RBBP6', async () => {
    const { items } = await get<{ id: string; genes: string[]; kinds: string[] }>('test-providers');
    expect(items).toHaveLength(4);
    expect(items.filter((p) => p.genes.join() === 'USP31,RBBP6')).toHaveLength(1);
  });

  it('answers with Cache-Control and an ETag, and 304 when unchanged', async () => {
    const { response } = await get('countries');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/api/dictionaries/countries', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('DNA tests are data: a test added to the table appears once the cache is invalidated', async () => {
    await app.db.execute(sql`insert into dna_tests (id, name, genes, options, sort) values ('ras', ${JSON.stringify({ ru: 'RAS', en: 'RAS', de: 'RAS', pl: 'RAS', cn: 'RAS', cz: 'RAS', lv: 'RAS' })}::jsonb, '[]'::jsonb, '[{"id":"N/N","name":{"ru":"N/N","en":"N/N","de":"N/N","pl":"N/N","cn":"N/N","cz":"N/N","lv":"N/N"}}]'::jsonb, 99)`);
    expect((await get<HealthOptionSet>('health')).items.some((s) => s.id === 'dna:ras')).toBe(false);
    app.dictionaries.invalidate('health');
    expect((await get<HealthOptionSet>('health')).items.some((s) => s.id === 'dna:ras')).toBe(true);
  });
});

describe('dictionary encodings', () => {
  it('serves brotli or gzip when asked, with the same content', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const plain = await app.inject({ url: '/api/dictionaries/colors' });
    const br = await app.inject({ url: '/api/dictionaries/colors', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await app.inject({ url: '/api/dictionaries/colors', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });
});
