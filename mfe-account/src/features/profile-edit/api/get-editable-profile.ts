import { apiFetch } from '@bc/shared';
import type { EditableProfile } from '@bc/shared/contracts';

/** `GET /api/user/nickname/{nickname}/edit`: the editable fields (the owner, or a moderator). */
export function getEditableProfile(nickname: string): Promise<EditableProfile> {
  return apiFetch<EditableProfile>(`/user/nickname/${encodeURIComponent(nickname)}/edit`);
}
