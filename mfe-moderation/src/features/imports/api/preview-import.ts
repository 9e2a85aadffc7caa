import { callApi } from '@bc/shared';
import { importEndpoints, type ImportPlanBody } from '@bc/shared/contracts';

/** `POST /api/imports/{id}/preview`: every problem of the file by this mapping and these choices (nothing written). */
export const previewImport = ({ id, body }: { id: number; body: ImportPlanBody }) => callApi(importEndpoints.importPreview, { params: { id }, body });
