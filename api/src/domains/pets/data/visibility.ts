import { eq, or, type SQL } from 'drizzle-orm';
import { pets } from '../../../db/schema';

/** Who is asking: decides which statuses are visible. */
export type Visibility = { kind: 'published' } | { kind: 'own'; userId: number } | { kind: 'all' };

/** The pets a caller may see in a list or a search (undefined: all of them). */
export function visibilityCondition(visibility: Visibility): SQL | undefined {
  if (visibility.kind === 'all') return undefined;
  if (visibility.kind === 'published') return eq(pets.publishStatus, 'published');
  // The caller's own records (created or owned, as isOwner in ../access.ts); not those they only bred.
  return or(eq(pets.publishStatus, 'published'), eq(pets.createdBy, visibility.userId), eq(pets.ownerUserId, visibility.userId));
}
