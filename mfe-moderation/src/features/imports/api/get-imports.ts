import { callApi } from '@bc/shared';
import { importEndpoints } from '@bc/shared/contracts';

/** `GET /api/imports`: the caller's imports, newest first (a moderator's: everyone's). */
export const getImports = (signal?: AbortSignal) => callApi(importEndpoints.importList, undefined, { signal });
