import { Type, type Static } from '@sinclair/typebox';
import { errors, IdParams } from '../common';
import { EXPORT_LIMITS } from '../limits';
import { PetSearchQuery } from '../pets/pet-search';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { exportEndpoints } from './endpoints';

/**
 * A club's spreadsheet of dogs: registrations with their registry, registered and call names, sex, dates, colour,
 * coat, country, sire and dam (registration and name), microchip (to the dog's owner and moderators only), breeder,
 * owner, COI, titles and health results. The header row is in the request's language (Accept-Language).
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportFormatSchema = Type.Union(EXPORT_FORMATS.map((f) => Type.Literal(f)), { description: '`csv` (UTF-8 with a BOM) or `xlsx`' });

/** The answer's header telling that more dogs were found than a file holds: its value is the rows written. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

const format = Type.Optional(ExportFormatSchema);

export const ExportPedigreeQuery = Type.Object(
  {
    generations: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPORT_LIMITS.generationsMax, description: `Generations of ancestors (default ${EXPORT_LIMITS.generationsDefault})` })),
    format,
  },
  strict,
);
export type ExportPedigreeQuery = Static<typeof ExportPedigreeQuery>;

const { page: _page, limit: _limit, ...searchFilters } = PetSearchQuery.properties;
/** The filters of `GET /api/pets` (no page: every dog found, up to the limit) and the format. */
export const ExportSearchQuery = Type.Object({ ...searchFilters, format }, strict);
export type ExportSearchQuery = Static<typeof ExportSearchQuery>;

export const EXPORT_MEMBER_ROLES = ['breeder', 'owner'] as const;
export const ExportMemberQuery = Type.Object(
  {
    role: Type.Optional(Type.Union(EXPORT_MEMBER_ROLES.map((r) => Type.Literal(r)), { description: 'Only the dogs they bred, or only those they own (default: both)' })),
    format,
  },
  strict,
);
export type ExportMemberQuery = Static<typeof ExportMemberQuery>;

/** A file: `text/csv; charset=utf-8` or the XLSX type, with `Content-Disposition: attachment`. */
const ExportFile = Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file (text/csv with a BOM, or XLSX)' });

const tags = ['exports'];
const limitNote = `At most ${EXPORT_LIMITS.rows} dogs; when more are found, the first ones and the header \`${EXPORT_TRUNCATED_HEADER}: ${EXPORT_LIMITS.rows}\`.`;

export const exportPedigreeRoute = defineRoute({
  ...exportEndpoints.exportPedigree,
  schema: {
    tags, summary: 'A dog and its ancestors to N generations as a CSV or XLSX file, one row per position',
    description: 'Each row: the ancestor number (1 the dog, 2 its sire, 3 its dam…), the generation and the position (S sire, D dam, read from the dog: SD is the sire’s dam). A dog the caller may not see is a 404; an ancestor the caller may not see is left out.',
    params: IdParams, querystring: ExportPedigreeQuery, response: { 200: ExportFile, ...errors(400, 404, 429) },
  },
});
export const exportSearchRoute = defineRoute({
  ...exportEndpoints.exportSearch,
  schema: {
    tags, summary: 'Every dog a pet search finds (the filters of GET /api/pets) as a CSV or XLSX file',
    description: limitNote, querystring: ExportSearchQuery, response: { 200: ExportFile, ...errors(400, 403, 429) },
  },
});
export const exportMemberRoute = defineRoute({
  ...exportEndpoints.exportMember,
  schema: {
    tags, summary: 'A member’s (kennel’s) dogs, bred or owned, as a CSV or XLSX file',
    description: `Drafts and hidden dogs only for the member and moderators. ${limitNote}`,
    params: IdParams, querystring: ExportMemberQuery, response: { 200: ExportFile, ...errors(400, 404, 429) },
  },
});
