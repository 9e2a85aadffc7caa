import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import type { RouteContract, RouteEndpoint } from './route';

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'auth' in value && 'schema' in value;

/** Every contract `@bc/shared/contracts` exports, by export name. */
const CONTRACTS = (Object.entries(contracts) as [string, unknown][]).filter((entry): entry is [string, RouteContract] =>
  isRouteContract(entry[1]),
);

/** Every endpoint of the domains' tables, as `table.key`. */
const ENDPOINTS: [string, RouteEndpoint][] = [
  ['accountEndpoints', contracts.accountEndpoints],
  ['petEndpoints', contracts.petEndpoints],
  ['dictionaryEndpoints', contracts.dictionaryEndpoints],
  ['pedigreeEndpoints', contracts.pedigreeEndpoints],
  ['fileEndpoints', contracts.fileEndpoints],
  ['matingEndpoints', contracts.matingEndpoints],
  ['litterEndpoints', contracts.litterEndpoints],
  ['paymentEndpoints', contracts.paymentEndpoints],
  ['importEndpoints', contracts.importEndpoints],
  ['exportEndpoints', contracts.exportEndpoints],
  ['moderationEndpoints', contracts.moderationEndpoints],
].flatMap(([table, endpoints]) =>
  Object.entries(endpoints as Record<string, RouteEndpoint>).map(([key, endpoint]) => [`${table}.${key}`, endpoint] as [string, RouteEndpoint]),
);

const key = (route: Pick<RouteEndpoint, 'method' | 'url'>) => `${route.method} ${route.url}`;

describe('endpoints and contracts', () => {
  it('the endpoint tables are every table the contracts entry exports', () => {
    const tables = Object.entries(contracts)
      .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object')
      .map(([name]) => name);
    expect(tables.sort()).toEqual([
      'accountEndpoints', 'dictionaryEndpoints', 'exportEndpoints', 'fileEndpoints', 'importEndpoints', 'litterEndpoints', 'matingEndpoints', 'moderationEndpoints',
      'paymentEndpoints', 'pedigreeEndpoints', 'petEndpoints',
    ]);
  });

  it('no two endpoints share a method and a URL', () => {
    const keys = ENDPOINTS.map(([, endpoint]) => key(endpoint));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each contract is one endpoint with its schemas: same method, URL and auth', () => {
    const byKey = new Map(ENDPOINTS.map(([name, endpoint]) => [key(endpoint), { name, endpoint }]));
    const strays = CONTRACTS.filter(([, contract]) => {
      const found = byKey.get(key(contract));
      return !found || found.endpoint.auth !== contract.auth;
    }).map(([name]) => name);
    expect(strays).toEqual([]);
  });

  it('each endpoint has exactly one contract (the client reads its types from it)', () => {
    const counts = new Map<string, number>();
    for (const [, contract] of CONTRACTS) counts.set(key(contract), (counts.get(key(contract)) ?? 0) + 1);
    const wrong = ENDPOINTS.filter(([, endpoint]) => counts.get(key(endpoint)) !== 1).map(([name]) => name);
    expect(wrong).toEqual([]);
    expect(CONTRACTS.length).toBe(ENDPOINTS.length);
  });
});
