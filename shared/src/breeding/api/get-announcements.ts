import { callApi, type CallOptions } from '../../api/call-api';
import type { QueryOf } from '../../contracts/call-types';
import { matingEndpoints } from '../../contracts/matings/endpoints';
import type { AnnouncementKind } from '../../contracts/matings/lists';

/** `GET /api/matings/{kind}`: the public announcements of one kind (the home page, the stud search), newest first. */
export const getAnnouncements = (kind: AnnouncementKind, query: QueryOf<typeof matingEndpoints.list> = {}, options?: CallOptions) =>
  callApi(matingEndpoints.list, { params: { kind }, query }, options);
