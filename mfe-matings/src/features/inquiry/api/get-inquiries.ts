import { callApi } from '@bc/shared';
import { matingEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/matings/user-inquiries?page&limit`: inquiries received about my matings and litters, newest first. */
export const getInquiries = (query: QueryOf<typeof matingEndpoints.inquiries>, signal?: AbortSignal) =>
  callApi(matingEndpoints.inquiries, { query }, { signal });
