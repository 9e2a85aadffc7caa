import { callApi } from '@bc/shared';
import { importEndpoints } from '@bc/shared/contracts';

/** `GET /api/imports/{id}`: the job's progress; when done, the first dogs it wrote. */
export const getImport = (id: number, signal?: AbortSignal) => callApi(importEndpoints.importStatus, { params: { id } }, { signal });
