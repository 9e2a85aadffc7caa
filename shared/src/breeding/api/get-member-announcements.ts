import { callApi, type CallOptions } from '../../api/call-api';
import type { QueryOf } from '../../contracts/call-types';
import { matingEndpoints } from '../../contracts/matings/endpoints';
import type { AnnouncementKind } from '../../contracts/matings/lists';

/** `GET /api/matings/user/{id}/{kind}`: a member's public announcements of one kind (the profile page). */
export const getMemberAnnouncements = (
  userId: number, kind: AnnouncementKind, query: QueryOf<typeof matingEndpoints.member> = {}, options?: CallOptions,
) => callApi(matingEndpoints.member, { params: { id: userId, kind }, query }, options);
