import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import { litters, matings } from '../../../../src/db/schema';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { createCast, type Cast } from '../../../helpers/users';

/**
 * A merge changes the survivor's ancestry, and so the puppies' COI of every mating and litter of its descendants:
 * the COI stored on them (what the lists filter and the moderators' `coi-high` flag read) follows, and its undo too.
 */
let app: FastifyInstance;
let cast: Cast;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
});
afterAll(async () => app?.close());

const post = (url: string, payload: object, headers = cast.member.headers) => app.inject({ method: 'POST', url, headers, payload });
const stored = async (id: number) => (await app.db.select({ coi: matings.coi }).from(matings).where(eq(matings.id, id)))[0].coi;
const storedLitter = async (id: number) => (await app.db.select({ coi: litters.coi }).from(litters).where(eq(litters.id, id)))[0].coi;

describe('the stored COI of matings and litters after a merge', () => {
  it('becomes the half-siblings’ 12.5 % once their two sires are merged into one dog, and 0 again after the undo', async () => {
    // Two records of one dog, each the sire of one of the pair: unrelated until they are merged.
    const founder = await addPet(app, cast.member.headers, { registeredName: 'Ardent Shepherd Of Coi', sex: 'male', birthDate: '2010-02-01' });
    const copy = await addPet(app, cast.member.headers, { registeredName: 'Bramble King Entered Twice', sex: 'male', birthDate: '2010-02-01' });
    const dam = await addPet(app, cast.member.headers, { registeredName: 'Clover Of Coi Hill', sex: 'female', birthDate: '2016-04-01', sireId: founder.id });
    const sire = await addPet(app, cast.member.headers, { registeredName: 'Drift Of Coi Vale', sex: 'male', birthDate: '2016-05-01', sireId: copy.id });
    const added = await post('/api/matings/add', { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-05'], status: 'mated' });
    expect(added.statusCode, added.body).toBe(201);
    const matingId = added.json().id as number;
    const litter = await post('/api/litters/add', {
      matingId, birthDate: '2026-03-08', malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0, publishStatus: 'draft', puppies: [],
    });
    expect(litter.statusCode, litter.body).toBe(201);
    const litterId = litter.json().litter.id as number;
    // An unrelated mating stays as it was.
    const otherDam = await addPet(app, cast.member.headers, { registeredName: 'Elder Of Other Line', sex: 'female', birthDate: '2016-04-01' });
    const other = await post('/api/matings/add', { damId: otherDam.id, sireId: copy.id, matingDates: ['2026-01-05'], status: 'planned' });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().id as number;
    expect(await stored(matingId)).toBe(0);
    expect(await storedLitter(litterId)).toBe(0);
    const otherBefore = await stored(otherId);
    const unchanged = (await app.db.select({ updatedAt: matings.updatedAt, version: matings.version }).from(matings).where(eq(matings.id, matingId)))[0];

    const merge = await post('/api/moderation/pets/merge', { survivorId: founder.id, duplicateId: copy.id, note: 'One sire entered twice' }, cast.moderator.headers);
    expect(merge.statusCode, merge.body).toBe(200);
    expect(await stored(matingId)).toBeCloseTo(0.125, 10);
    expect(await storedLitter(litterId)).toBeCloseTo(0.125, 10);
    // The page computes it afresh: the stored figure is the same.
    const page = await app.inject({ method: 'GET', url: `/api/matings/${matingId}`, headers: cast.member.headers });
    expect(page.json().genetics.coi.full).toBeCloseTo(0.125, 10);
    // Only the COI was written: the recorder's version (their next save) and the announcement's time stay.
    expect((await app.db.select({ updatedAt: matings.updatedAt, version: matings.version }).from(matings).where(eq(matings.id, matingId)))[0]).toEqual(unchanged);
    // The copy's mating is the founder's now, with the same (unrelated) dam: its COI is unchanged.
    expect(await stored(otherId)).toBe(otherBefore);

    const undo = await post(`/api/moderation/actions/${(merge.json() as ModerationAction).id}/undo`, {}, cast.moderator.headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await stored(matingId)).toBe(0);
    expect(await storedLitter(litterId)).toBe(0);
  });
});
