/** Route parameter formats. A value that fails its check shows the 404 page. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;
export const HASH_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const NICKNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;

/** Fixed words under /u/ (and a few more kept back): a nickname can never be one of them. */
export const RESERVED_NICKNAMES: readonly string[] = [
  'add', 'admin', 'api', 'edit', 'likes', 'litters', 'login', 'logout', 'matings', 'me', 'moder',
  'moderator', 'new', 'pets', 'register', 'reports', 'settings', 'support', 'user', 'users',
];

export type ParamKind = 'id' | 'hash' | 'nickname';

export function isValidParam(kind: ParamKind, value: string | undefined): boolean {
  if (value === undefined) return false;
  switch (kind) {
    case 'id':
      return ID_PATTERN.test(value) && Number(value) <= 2_147_483_647;
    case 'hash':
      return HASH_PATTERN.test(value);
    case 'nickname':
      return NICKNAME_PATTERN.test(value) && !RESERVED_NICKNAMES.includes(value.toLowerCase());
  }
}
