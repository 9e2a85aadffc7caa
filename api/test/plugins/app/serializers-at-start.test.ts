import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions } from '../../../src/app';
import { build, testConfig } from '../../helpers/build';
import { type Cast, createCast } from '../../helpers/users';

/**
 * The servers compile the AJV validators of their answers' serializers when they start (serializersAtStart): the same
 * answers as an app that compiles them on first use, the unions of the response schemas included.
 */

/** What a value is made of: its keys, the kinds of its values and of its items, recursively (no values). */
function shape(value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, shape((value as Record<string, unknown>)[key])]));
  }
  return typeof value;
}

describe('serializers compiled at start', () => {
  const apps: { app: FastifyInstance; cast: Cast }[] = [];
  beforeAll(async () => {
    for (const serializersAtStart of [false, true]) {
      const app = await build({ serializersAtStart });
      apps.push({ app, cast: await createCast(app) });
    }
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
  });

  it('is what the servers ask Fastify for, and only they', () => {
    const config = testConfig();
    try {
      expect(serverOptions(config, false, true).serializerOpts).toEqual({ compileValidators: true });
      expect(serverOptions(config, false).serializerOpts).toBeUndefined();
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('answers a pet page of the same shape, its unions (people, parents, results) serialized alike', async () => {
    const pages = [];
    for (const { app, cast } of apps) {
      const body = {
        registeredName: 'Serialized Union Dog', sex: 'female', birthDate: '2020-02-02', publishStatus: 'published',
        registrations: [{ registry: 'KC', number: 'SU 1' }], breeder: { userId: cast.other.user.id }, owner: { name: 'Anna Ozola' },
        health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'hips:fci', value: 'A', date: '2021-01-01' }],
      };
      const added = await app.inject({ method: 'POST', url: '/api/pets/add', headers: cast.member.headers, payload: body });
      expect(added.statusCode).toBe(201);
      const page = await app.inject({ url: `/api/pets/${added.json().id}` });
      expect(page.statusCode).toBe(200);
      pages.push(page.json());
    }
    const [lazy, eager] = pages;
    expect(eager).toMatchObject({
      registeredName: 'Serialized Union Dog', breeder: { userId: apps[1].cast.other.user.id }, owner: { userId: null, name: 'Anna Ozola' },
      registrations: [{ registry: 'KC', number: 'SU 1' }], sireId: null, damId: null,
    });
    expect(shape(eager)).toEqual(shape(lazy));
  });
});
