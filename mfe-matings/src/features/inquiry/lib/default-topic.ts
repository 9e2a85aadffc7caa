import type { InquiryTopic, MatingDetail } from '@bc/shared/contracts';

/**
 * What an inquiry about a mating asks first: a puppy when its litter has puppies available, the stud while the
 * mating is planned or done (before the litter), else a question.
 */
export function defaultInquiryTopic(mating: Pick<MatingDetail, 'status' | 'litter'>): InquiryTopic {
  if (mating.status === 'whelped' && (mating.litter?.counts.available ?? 0) > 0) return 'reserve-puppy';
  if (mating.status === 'planned' || mating.status === 'mated') return 'book-stud';
  return 'question';
}
