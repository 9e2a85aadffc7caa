import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, LocaleSchema, Nullable, Page, PageQuery } from '../common';
import { UploadId } from '../files/upload-id';
import { LIMITS } from '../limits';
import { Note, ReasonKey } from '../moderation/decisions';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { petEndpoints } from './endpoints';
import { PetShort } from './pet';

/** Members send moderators a document, a photo or a correction for a pet they do not own. */

export const ATTACHMENT_REQUEST_TYPES = ['document', 'correction', 'photo'] as const;
export const ATTACHMENT_REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export const ATTACHMENT_REQUEST_ACTIONS = ['approve', 'reject'] as const;
/** The moderators' queue: the oldest first (the default: the longest waiting) or the newest first. */
export const ATTACHMENT_REQUEST_ORDERS = ['oldest', 'newest'] as const;
export type AttachmentRequestAction = (typeof ATTACHMENT_REQUEST_ACTIONS)[number];
export type AttachmentRequestOrder = (typeof ATTACHMENT_REQUEST_ORDERS)[number];
export type AttachmentRequestType = (typeof ATTACHMENT_REQUEST_TYPES)[number];
export type AttachmentRequestStatus = (typeof ATTACHMENT_REQUEST_STATUSES)[number];

export const AddAttachmentRequestBody = Type.Object(
  {
    petId: Id,
    info: Type.String({ minLength: 1, maxLength: LIMITS.text, pattern: '\\S' }),
    type: Type.Union(ATTACHMENT_REQUEST_TYPES.map((t) => Type.Literal(t))),
    locale: LocaleSchema,
    /** A document of this pet the request is about. */
    documentId: Type.Optional(Id),
    /**
     * A document for moderators (PDF, JPEG or PNG ≤ 20 MB, uploaded to `/api/uploads/docs`): kept with the request,
     * not attached to the pet; moderators download it with `GET /api/pets/attachment-requests/{id}/file`, and
     * approving a `document` request attaches it to the pet as a document.
     */
    uploadId: Type.Optional(UploadId),
  },
  strict,
);
export type AddAttachmentRequestBody = Static<typeof AddAttachmentRequestBody>;
export const AttachmentRequestCreated = Type.Object({ id: Id });

export const AttachmentRequestItem = Type.Object({
  id: Id,
  petId: Id,
  pet: Nullable(PetShort),
  requester: Nullable(Type.Object({ userId: Id, nickname: Nullable(Type.String()) })),
  type: Type.String(),
  info: Type.String(),
  locale: Type.String(),
  documentId: Nullable(Id),
  /** The file the requester sent (moderators: `url` downloads it). */
  file: Nullable(Type.Object({ name: Nullable(Type.String()), mime: Nullable(Type.String()), size: Nullable(Type.Integer()), url: Type.String() })),
  status: Type.String(),
  resolvedBy: Nullable(Id),
  resolvedAt: Nullable(DateTime),
  createdAt: DateTime,
});
export type AttachmentRequestItem = Static<typeof AttachmentRequestItem>;
export const AttachmentRequestParams = Type.Object(
  { id: Id, action: Type.Union(ATTACHMENT_REQUEST_ACTIONS.map((a) => Type.Literal(a))) },
  strict,
);
export const AttachmentRequestsQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Type.Union(ATTACHMENT_REQUEST_STATUSES.map((s) => Type.Literal(s)))),
    petId: Type.Optional(Id),
    type: Type.Optional(Type.Union(ATTACHMENT_REQUEST_TYPES.map((t) => Type.Literal(t)))),
    /** Newest first when left out (the original API's order). */
    order: Type.Optional(Type.Union(ATTACHMENT_REQUEST_ORDERS.map((o) => Type.Literal(o)))),
  },
  strict,
);
export type AttachmentRequestsQuery = Static<typeof AttachmentRequestsQuery>;
/**
 * A moderator's decision on a request: a reason template (required to reject; the requester reads it by email in
 * their language) and an optional note told with it.
 */
export const AttachmentDecisionBody = Type.Object({ reason: Type.Optional(ReasonKey), note: Type.Optional(Note) }, strict);
export type AttachmentDecisionBody = Static<typeof AttachmentDecisionBody>;
export const AttachmentRequestsResponse = Page(AttachmentRequestItem);
export type AttachmentRequestsResponse = Static<typeof AttachmentRequestsResponse>;

const tags = ['pets'];

export const addPetAttachmentRequestRoute = defineRoute({
  ...petEndpoints.addAttachmentRequest,
  schema: {
    tags, summary: 'Send moderators a document, photo or correction for a pet I do not own',
    body: AddAttachmentRequestBody, response: { 201: AttachmentRequestCreated, ...errors(400, 401, 403, 404, 409) },
  },
});
export const resolveAttachmentRequestRoute = defineRoute({
  ...petEndpoints.resolveAttachmentRequest,
  schema: {
    tags: ['moderation'],
    summary: 'Moderators: approve or reject attachment request {id} (the original {a}/{b}: a = request id, b = approve | reject); 409 when already resolved',
    description: 'Approving a request of type `document` with a file attaches the file to the pet as a document (kind other, titled by the file name); `documentId` then names it.',
    params: AttachmentRequestParams, response: { 200: AttachmentRequestItem, ...errors(400, 401, 403, 404, 409) },
  },
});
export const attachmentRequestFileRoute = defineRoute({
  ...petEndpoints.attachmentRequestFile,
  schema: {
    tags: ['moderation'], summary: 'Moderators: the file sent with attachment request {id} (Content-Disposition: inline; filename)',
    params: IdParams,
    response: {
      200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file (application/pdf, image/jpeg or image/png)' }),
      ...errors(400, 401, 403, 404),
    },
  },
});
export const attachmentRequestRoute = defineRoute({
  ...petEndpoints.attachmentRequest,
  schema: {
    tags: ['moderation'], summary: 'Moderators: attachment request {id} (the dog\'s editor shows a correction beside the form)',
    params: IdParams, response: { 200: AttachmentRequestItem, ...errors(400, 401, 403, 404) },
  },
});
export const attachmentRequestsRoute = defineRoute({
  ...petEndpoints.attachmentRequests,
  schema: {
    tags: ['moderation'], summary: 'Moderators: attachment requests, newest first',
    querystring: AttachmentRequestsQuery, response: { 200: AttachmentRequestsResponse, ...errors(400, 401, 403) },
  },
});
export const decideAttachmentRequestRoute = defineRoute({
  ...petEndpoints.decideAttachmentRequest,
  schema: {
    tags: ['moderation'],
    summary: 'Moderators: approve or reject attachment request {id} with a reason (required to reject) and a note; written to the audit log, the requester told by email',
    description:
      'Approving attaches the request\'s file: a `photo` request\'s image as the pet\'s photo, any other file as a document (kind other, titled by the file name). '
      + '403 `own_submission` for the moderator\'s own request; 409 when already resolved.',
    params: AttachmentRequestParams, body: AttachmentDecisionBody, response: { 200: AttachmentRequestItem, ...errors(400, 401, 403, 404, 409) },
  },
});
