import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { HealthKind, HealthOptionSet } from '@bc/shared/contracts';
import type { Data } from '../data';
import { COAT_ITEMS } from './content/coats';
import { COUNTRIES } from './countries';

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

async function load(tables: Data['dictionaries'], name: DictionaryName): Promise<unknown[]> {
  switch (name) {
    case 'colors':
      return (await tables.colors()).map(({ id, name }) => ({ id, name }));
    case 'countries':
      return COUNTRIES;
    case 'coats':
      return COAT_ITEMS.map(({ id, name }) => ({ id, name }));
    case 'breeds':
      return (await tables.breeds()).map(({ id, species, name }) => ({ id, species, name }));
    case 'test-providers':
      return (await tables.testProviders()).map(({ id, name, kinds, genes }) => ({ id, name, kinds, genes }));
    case 'health': {
      const [tests, scales] = await Promise.all([tables.dnaTests(), tables.healthScales()]);
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

/** The public dictionaries, read once and kept in memory encoded; `invalidate` after one changes. */
export function createDictionaryAnswers(tables: Data['dictionaries']) {
  const cache = new Map<DictionaryName, Promise<CachedDictionary>>();
  return {
    get(name: DictionaryName): Promise<CachedDictionary> {
      let entry = cache.get(name);
      if (!entry) {
        entry = load(tables, name).then(encode);
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
