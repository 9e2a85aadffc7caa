import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/seed/calendar';
import { planCurrentBreeding } from '../../src/seed/current-breeding';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { generatePopulation } from '../../src/seed/population';
import { Random } from '../../src/seed/prng';

const members = {
  userOf: (key: string) => {
    const index = DEMO_ACCOUNTS.findIndex((a) => a.email === `${key}@example.com`);
    return index < 0 ? null : index + 1;
  },
  kennelOf: (userId: number) => DEMO_ACCOUNTS[userId - 1]?.kennel ?? null,
};
const plan = (pets: number) => planCurrentBreeding(generatePopulation(pets, new Random(2026)), dayOf('2026-11-26'), new Random(2027), members);

/** The live announcements grow with the database (`pnpm seed --pets 200000` for the API bench), one round per 5,000 dogs. */
describe('the live breeding demo data in proportion to the population', () => {
  it('plans the cases once for 5,000 dogs and three times for 15,000, the later rounds recorded by the breeders in turn', () => {
    const small = plan(5000);
    const big = plan(15_000);
    expect(small.matings.length).toBeGreaterThanOrEqual(12);
    expect(big.matings.length).toBeGreaterThanOrEqual(small.matings.length * 2.5);
    expect(big.litters.length).toBeGreaterThanOrEqual(small.litters.length * 2.5);
    const recorders = new Set(big.matings.map((m) => m.createdBy));
    expect(recorders.size).toBeGreaterThan(new Set(small.matings.map((m) => m.createdBy)).size);
    // another member's stud is never the recorder's own, and every dog is used once
    for (const m of big.matings) expect(m.studOwnerId).not.toBe(m.createdBy);
    const dogs = big.matings.flatMap((m) => [m.sireId, m.damId]);
    expect(new Set(dogs).size).toBe(dogs.length);
  });
});
