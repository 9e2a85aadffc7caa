import { Type, type Static } from '@sinclair/typebox';

/** The server file id FilePond receives from the process endpoint (./uploads.ts; attachment requests carry one too). */
export const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'Server file id (22 characters)' });
export type UploadId = Static<typeof UploadId>;
