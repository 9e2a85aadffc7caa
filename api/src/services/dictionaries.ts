import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { HealthKind, HealthOptionSet } from '@bc/shared/contracts';
import { COAT_ITEMS } from '../dictionaries/data/coats';
import { COUNTRIES } from '../dictionaries/countries';
import type { Data } from '../domains/data';

export type DictionaryName = 'colors' | 'countries' | 'coats' | 'breeds' | 'health' | 'test-providers';

/** One encoding of a dictionary answer, ready to send. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
  /** `br`, `gzip`, or undefined for identity. */
  encoding?: 'br' | 'gzip';
}

/** A dictionary answer, encoded once in each form a client may ask for. */
export interface CachedDictionary {
  identity: EncodedBody;
  gzip: EncodedBody;
  br: EncodedBody;
}

function encode(items: unknown[]): CachedDictionary {
  const body = Buffer.from(JSON.stringify({ items }));
  const tag = createHash('sha1').update(body).digest('base64url');
  return {
    identity: { body, etag: `"${tag}"` },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${tag}-gz"`, encoding: 'gzip' },
    br: { body: brotliCompressSync(body), etag: `"${tag}-br"`, encoding: 'br' },
  };
}

async function load(repos: Data, name: DictionaryName): Promise<unknown[]> {
  switch (name) {
    case 'colors':
      return (await repos.dictionaries.colors()).map(({ id, name }) => ({ id, name }));
    case 'countries':
      return COUNTRIES;
    case 'coats':
      return COAT_ITEMS.map(({ id, name }) => ({ id, name }));
    case 'breeds':
      return (await repos.dictionaries.breeds()).map(({ id, species, name }) => ({ id, species, name }));
    case 'test-providers':
      return (await repos.dictionaries.testProviders()).map(({ id, name, kinds, genes }) => ({ id, name, kinds, genes }));
    case 'health': {
      const [tests, scales] = await Promise.all([repos.dictionaries.dnaTests(), repos.dictionaries.healthScales()]);
      const dna: HealthOptionSet[] = tests.map((t) => ({
        id: `dna:${t.id}`, kind: 'dna', system: t.id, name: t.name, genes: t.genes, options: t.options,
      }));
      const others: HealthOptionSet[] = scales.map((s) => ({
        id: s.id, kind: s.kind as HealthKind, system: s.system, name: s.name, genes: s.genes, options: s.options,
      }));
      return [...dna, ...others];
    }
  }
}

/** Dictionaries are read once and kept in memory; `invalidate` after moderators change one. */
export function createDictionaryCache(repos: Data) {
  const cache = new Map<DictionaryName, Promise<CachedDictionary>>();
  return {
    get(name: DictionaryName): Promise<CachedDictionary> {
      let entry = cache.get(name);
      if (!entry) {
        entry = load(repos, name).then(encode);
        entry.catch(() => cache.delete(name));
        cache.set(name, entry);
      }
      return entry;
    },
    invalidate(name?: DictionaryName) {
      if (name) cache.delete(name);
      else cache.clear();
    },
  };
}
export type DictionaryCache = ReturnType<typeof createDictionaryCache>;
