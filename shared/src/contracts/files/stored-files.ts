import { Type } from '@sinclair/typebox';
import { errors } from '../common';
import { defineRoute } from '../route';
import { fileEndpoints } from './endpoints';

/** A file answered as bytes (restore, load, fetch, /api/files/…). */
export const FileBytes = Type.Unsafe<unknown>({
  type: 'string', format: 'binary', description: 'The file (image/webp, application/pdf, image/jpeg or image/png), Content-Disposition: inline; filename',
});

export const fileRoute = defineRoute({
  ...fileEndpoints.file,
  schema: {
    tags: ['files'], summary: 'A stored file: /api/files/images/<id>/<160|480|1280>.webp or /api/files/docs/<id>.<pdf|jpg|png>',
    description: 'Cache-Control: public, max-age=31536000, immutable.', response: { 200: FileBytes, ...errors(404) },
  },
});

