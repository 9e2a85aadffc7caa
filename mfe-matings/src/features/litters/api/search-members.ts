import { callApi, latestOnly } from '@bc/shared';
import { accountEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/users/search`: members by nickname, display name or kennel (the breeder picker); typing aborts the last call. */
export const searchMembers = latestOnly((signal: AbortSignal, query: QueryOf<typeof accountEndpoints.memberSearch>) =>
  callApi(accountEndpoints.memberSearch, { query }, { signal }),
);
