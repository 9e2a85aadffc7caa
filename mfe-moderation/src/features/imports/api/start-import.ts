import { callApi } from '@bc/shared';
import { importEndpoints, type ImportPlanBody } from '@bc/shared/contracts';

/** `POST /api/imports/{id}/start`: the import runs in the background; the answer is the queued job. */
export const startImport = ({ id, body }: { id: number; body: ImportPlanBody }) => callApi(importEndpoints.importStart, { params: { id }, body });
