import { callApi } from '@bc/shared';
import { importEndpoints } from '@bc/shared/contracts';

/** `POST /api/imports` as multipart `file`: the table kept, its header, first rows and a first mapping answered. */
export function uploadImport(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(importEndpoints.importUpload, { body: form });
}
