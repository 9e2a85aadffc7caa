import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { errors } from '../common';
import { defineRoute, type RouteAuth, type RouteEndpoint } from '../route';
import { fileEndpoints } from './endpoints';
import { FileBytes } from './stored-files';
import { uploadUrl, type UploadTarget } from './upload-protocol';
import { UploadId } from './upload-id';

/** The FilePond upload protocol's routes, one endpoint per kind (`/api/uploads/images`, `/api/uploads/docs`). */

export const FileQuery = Type.Object(
  {
    fetch: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "A file URL of this site (other hosts: 400)" })),
    restore: Type.Optional(UploadId),
    load: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'An upload id or a file URL of this site' })),
  },
  { additionalProperties: false },
);
export type FileQuery = Static<typeof FileQuery>;

export const PatchQuery = Type.Object({ patch: UploadId }, { additionalProperties: false });
export type PatchQuery = Static<typeof PatchQuery>;

const ByteCount = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
/** Upload-Name: percent-encoded UTF-8 (`encodeURIComponent(file.name)`): header values are Latin-1 only. */
const UploadName = Type.Optional(Type.String({ maxLength: 1000, description: 'The file name, percent-encoded UTF-8' }));
export const ProcessHeaders = Type.Object({ 'upload-length': Type.Optional(ByteCount), 'upload-name': UploadName });
export const PatchHeaders = Type.Object({
  'upload-offset': ByteCount,
  'upload-length': ByteCount,
  'upload-name': UploadName,
});

/** FilePond requests that are not GET or POST (kept out of the RouteContract list: HEAD answers no body). */
export interface ProtocolRouteContract {
  method: 'PATCH' | 'HEAD' | 'DELETE';
  url: string;
  auth: RouteAuth;
  schema: {
    tags: string[];
    summary: string;
    description?: string;
    querystring?: TSchema;
    headers?: TSchema;
    body?: TSchema;
    response: Record<number, TSchema>;
  };
}

const NoContent = Type.Null({ description: 'No content' });
const protocolRoute = (route: ProtocolRouteContract) => route;

function uploadContracts<const P extends RouteEndpoint, const G extends RouteEndpoint>(
  target: UploadTarget,
  endpoints: { process: P; files: G },
) {
  const url = uploadUrl(target);
  const what = target === 'images' ? 'an image (JPEG, PNG, WebP)' : 'a document (PDF, JPEG, PNG)';
  const tags = ['uploads'];
  return {
    process: defineRoute({
      ...endpoints.process,
      schema: {
        tags, summary: `FilePond process: upload ${what}, ≤ 20 MB`,
        description:
          'multipart/form-data with the file in field `filepond` (a metadata field of the same name is ignored) → 200 text/plain server file id. ' +
          'Chunked: the metadata field only and header `Upload-Length: <total bytes>` → 200 text/plain id; then PATCH ?patch=<id>.',
        headers: ProcessHeaders,
        response: { 200: Type.String({ description: 'text/plain: the server file id' }), ...errors(400, 401, 403, 415, 429) },
      },
    }),
    files: defineRoute({
      ...endpoints.files,
      schema: {
        tags, summary: 'FilePond restore (?restore=<id>), load (?load=<id or file URL>) and fetch (?fetch=<file URL of this site>)',
        description: 'Answers the file with Content-Disposition: inline; filename="…". Images are answered as their stored large WebP.',
        querystring: FileQuery, response: { 200: FileBytes, ...errors(400, 401, 403, 404) },
      },
    }),
    patch: protocolRoute({
      method: 'PATCH', url, auth: 'user',
      schema: {
        tags, summary: 'FilePond chunk: ?patch=<id>, Content-Type application/offset+octet-stream',
        description: 'Headers Upload-Offset (must equal the bytes received so far, else 409 with the expected Upload-Offset), Upload-Length, Upload-Name. ' +
          '204 when stored; the last chunk also checks and stores the file (400 when it is not acceptable). ' +
          'To resume: HEAD ?patch=<id> answers header Upload-Offset (the bytes received).',
        querystring: PatchQuery, headers: PatchHeaders, response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 415) },
      },
    }),
    offset: protocolRoute({
      method: 'HEAD', url, auth: 'user',
      schema: { tags, summary: 'FilePond resume: ?patch=<id> answers header Upload-Offset (bytes received)', querystring: PatchQuery, response: { 200: NoContent } },
    }),
    revert: protocolRoute({
      method: 'DELETE', url, auth: 'user',
      schema: {
        tags, summary: 'FilePond revert: body (text/plain) = server file id; removes an upload not attached yet',
        body: UploadId, response: { 200: NoContent, ...errors(400, 401, 404, 409) },
      },
    }),
  };
}

const imageUploads = uploadContracts('images', { process: fileEndpoints.imageUpload, files: fileEndpoints.imageUploadFiles });
const documentUploads = uploadContracts('docs', { process: fileEndpoints.documentUpload, files: fileEndpoints.documentUploadFiles });

export const imageUploadRoute = imageUploads.process;
export const imageUploadFilesRoute = imageUploads.files;
export const documentUploadRoute = documentUploads.process;
export const documentUploadFilesRoute = documentUploads.files;

/** PATCH (chunk), HEAD (offset) and DELETE (revert) of each upload endpoint. */
export const uploadProtocolRoutes: Record<UploadTarget, Record<'patch' | 'offset' | 'revert', ProtocolRouteContract>> = {
  images: { patch: imageUploads.patch, offset: imageUploads.offset, revert: imageUploads.revert },
  docs: { patch: documentUploads.patch, offset: documentUploads.offset, revert: documentUploads.revert },
};
