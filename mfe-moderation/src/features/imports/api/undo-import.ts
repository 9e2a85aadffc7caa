import { callApi } from '@bc/shared';
import { importEndpoints } from '@bc/shared/contracts';

/** `POST /api/imports/{id}/undo`: a finished import's new dogs deleted, updated dogs as they were. */
export const undoImport = (id: number) => callApi(importEndpoints.importUndo, { params: { id } });
