import { describe, expect, it } from 'vitest';
import type { MatingDetail } from '@bc/shared/contracts';
import { defaultInquiryTopic } from './default-topic';

const counts = (available: number) => ({ malesBorn: 3, femalesBorn: 2, malesAlive: 3, femalesAlive: 2, available });
const litter = (available: number): MatingDetail['litter'] => ({ id: 1, birthDate: '2026-10-01', counts: counts(available), puppies: [], photos: [] });

describe('the inquiry form\'s first topic for a mating', () => {
  it('is a puppy for a whelped mating with puppies available, else a question', () => {
    expect(defaultInquiryTopic({ status: 'whelped', litter: litter(2) })).toBe('reserve-puppy');
    expect(defaultInquiryTopic({ status: 'whelped', litter: litter(0) })).toBe('question');
  });

  it('is the stud for a planned or mated mating, a question for the others', () => {
    expect(defaultInquiryTopic({ status: 'planned', litter: null })).toBe('book-stud');
    expect(defaultInquiryTopic({ status: 'mated', litter: null })).toBe('book-stud');
    for (const status of ['confirmed', 'missed', 'cancelled'] as const) expect(defaultInquiryTopic({ status, litter: null })).toBe('question');
  });
});
