import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, IdParams, Nullable } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { importEndpoints } from './endpoints';
import { ImportMapping, ImportProblem, ImportResolutions, ImportSummary } from './preview';

const tags = ['imports'];

/** A file's size limit (200,000 rows of a club's export fit in far less). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** How many of a finished import's dogs its status names. */
export const IMPORT_RESULT_PETS = 20;

export const ImportStatus = Type.Union(['uploaded', 'queued', 'running', 'done', 'failed', 'undone'].map((s) => Type.Literal(s)));
export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'done' | 'failed' | 'undone';

export const ImportUploaded = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  rows: Type.Integer(),
  header: Type.Array(Type.String()),
  /** The first rows, to map the columns by. */
  sample: Type.Array(Type.Array(Type.String())),
  /** A first mapping: the uploader's last one where its headers match, else guessed from the headers. */
  mapping: ImportMapping,
});
export type ImportUploaded = Static<typeof ImportUploaded>;

export const ImportPlanBody = Type.Object({ mapping: ImportMapping, resolutions: Type.Optional(ImportResolutions) }, strict);
export type ImportPlanBody = Static<typeof ImportPlanBody>;

export const ImportPreview = Type.Object({
  summary: ImportSummary,
  problems: Type.Array(ImportProblem),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportJobView = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  status: ImportStatus,
  rows: Type.Integer(),
  summary: Nullable(ImportSummary),
  /** Dogs written of `total`, then parent links, then done. */
  phase: Type.Union([Type.Literal('dogs'), Type.Literal('links'), Type.Literal('finish')]),
  done: Type.Integer(),
  total: Type.Integer(),
  error: Nullable(Type.String()),
  createdAt: DateTime,
  finishedAt: Nullable(DateTime),
  undoneAt: Nullable(DateTime),
  /** GET /api/imports/{id} of a finished import: the first dogs it wrote (created or updated), to link to. */
  pets: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { maxItems: IMPORT_RESULT_PETS })),
});
export type ImportJobView = Static<typeof ImportJobView>;

export const importUploadRoute = defineRoute({
  ...importEndpoints.importUpload,
  schema: {
    tags, summary: 'Upload a CSV or XLSX file to import (multipart `file`, up to 200,000 rows)',
    description: 'Moderators import any dogs (published); members their own dogs, as drafts. Nothing is written to the pets until the import is started.',
    consumes: ['multipart/form-data'],
    response: { 200: ImportUploaded, ...errors(400, 401, 413) },
  },
});

export const importListRoute = defineRoute({
  ...importEndpoints.importList,
  schema: { tags, summary: 'The caller’s imports, newest first (moderators: everyone’s)', response: { 200: Type.Array(ImportJobView), ...errors(401) } },
});

export const importPreviewRoute = defineRoute({
  ...importEndpoints.importPreview,
  schema: {
    tags, summary: 'Every problem of the file with its rows, by this mapping and these choices (nothing written)',
    params: IdParams, body: ImportPlanBody, response: { 200: ImportPreview, ...errors(400, 401, 404, 409) },
  },
});

export const importStartRoute = defineRoute({
  ...importEndpoints.importStart,
  schema: {
    tags, summary: 'Import the file by this mapping and these choices, in the background',
    params: IdParams, body: ImportPlanBody, response: { 200: ImportJobView, ...errors(400, 401, 404, 409) },
  },
});

export const importStatusRoute = defineRoute({
  ...importEndpoints.importStatus,
  schema: { tags, summary: 'An import’s progress and result', params: IdParams, response: { 200: ImportJobView, ...errors(401, 404) } },
});

export const importUndoRoute = defineRoute({
  ...importEndpoints.importUndo,
  schema: {
    tags, summary: 'Undo a finished import: its new dogs deleted, updated dogs as they were',
    description: '409 when the import is not finished, or when a dog it wrote has been edited since.',
    params: IdParams, response: { 200: ImportJobView, ...errors(401, 404, 409) },
  },
});
