import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../helpers/build';

/** /api/docs/json documents every pedigree path with its path and query parameters (built from the contracts). */
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: { type?: string; minimum?: number; maximum?: number; enum?: unknown[]; pattern?: string };
}
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}
type Spec = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let spec: Spec;

beforeAll(async () => {
  app = await build();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  spec = response.json() as Spec;
});
afterAll(async () => app?.close());

const TREE_QUERY = ['generations', 'locale'];
const PATHS: { path: string; params: string[]; query: string[] }[] = [
  { path: '/api/pets/tree/{id}/{depth}', params: ['id', 'depth'], query: TREE_QUERY },
  { path: '/api/pets/tree/{id}', params: ['id'], query: TREE_QUERY },
  { path: '/api/pets/tree/{id}/{depth}/{flag}/{sireId}/{damId}', params: ['id', 'depth', 'flag', 'sireId', 'damId'], query: TREE_QUERY },
  { path: '/api/pets/tree/{id}/{flag}/{sireId}/{damId}', params: ['id', 'flag', 'sireId', 'damId'], query: TREE_QUERY },
  { path: '/api/pets/all-trees-diseases/{id}/{sireId}/{damId}', params: ['id', 'sireId', 'damId'], query: ['depth', 'locale'] },
  {
    path: '/api/pets/{id}/stud-ranking',
    params: ['id'],
    query: ['generations', 'page', 'limit', 'offeredOnly', 'countryOfResidence', 'birthYearFrom', 'birthYearTo', 'alive', 'clearFor', 'withoutDnaRisk'],
  },
];

describe('OpenAPI of the pedigree routes', () => {
  it('lists exactly these pedigree paths under the pedigree tag', () => {
    const tagged = Object.entries(spec.paths)
      .filter(([, methods]) => Object.values(methods).some((op) => op.tags?.includes('pedigree')))
      .map(([path]) => path)
      .sort();
    expect(tagged).toEqual(PATHS.map((p) => p.path).sort());
  });

  for (const { path, params, query } of PATHS) {
    it(`GET ${path}: summary, required path parameters, query parameters, 200 and error responses`, () => {
      const op = spec.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.summary).toBeTruthy();
      const parameters = op.parameters ?? [];
      const inPath = parameters.filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name).sort()).toEqual([...params].sort());
      expect(inPath.every((p) => p.required === true)).toBe(true);
      const inQuery = parameters.filter((p) => p.in === 'query');
      expect(inQuery.map((p) => p.name).sort()).toEqual([...query].sort());
      expect(inQuery.every((p) => p.required !== true)).toBe(true);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    });
  }

  it('documents the ranges: depth 1 to 10, generations 1 to 20, a test mating has id 0 and flag "mating"', () => {
    const param = (path: string, name: string) => spec.paths[path].get.parameters?.find((p) => p.name === name)?.schema;
    expect(param('/api/pets/tree/{id}/{depth}', 'depth')).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(param('/api/pets/tree/{id}/{depth}', 'generations')).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 });
    expect(param('/api/pets/all-trees-diseases/{id}/{sireId}/{damId}', 'depth')).toMatchObject({ minimum: 1, maximum: 10 });
    const mating = '/api/pets/tree/{id}/{flag}/{sireId}/{damId}';
    expect(JSON.stringify(param(mating, 'id'))).toMatch(/"(const|enum)":\[?0\]?/);
    expect(JSON.stringify(param(mating, 'flag'))).toMatch(/"(const|enum)":\[?"mating"\]?/);
    expect(spec.paths['/api/pets/tree/{id}'].get.summary).toMatch(/10 generations/);
    expect(param('/api/pets/{id}/stud-ranking', 'countryOfResidence')?.pattern).toBeTruthy();
    expect(param('/api/pets/{id}/stud-ranking', 'alive')).toMatchObject({ type: 'boolean' });
  });
});
