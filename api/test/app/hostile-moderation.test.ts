import { describeHostile, moderationCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every moderation route (bans, roles, hidden dogs, the audit log, undo), as
 * helpers/fuzz-hostile.ts describes: never a 5xx, a 400 naming the field for what must be refused, nothing written by a
 * refused request.
 */
await describeHostile('hostile values on the moderation routes', moderationCases);
