import { callApi } from '@bc/shared';
import { petEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/pets/attachment-requests?status&type&order&page&limit`: members' corrections, documents and photos for dogs. */
export const getRequests = (query: QueryOf<typeof petEndpoints.attachmentRequests>, signal?: AbortSignal) =>
  callApi(petEndpoints.attachmentRequests, { query }, { signal });
