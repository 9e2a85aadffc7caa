/** Nickname rules, shared by the API (validation) and the frontend (`/u/{nickname}` route check). */
export const NICKNAME_PATTERN_SOURCE = '^[a-zA-Z0-9][a-zA-Z0-9_-]{2,29}$';
export const NICKNAME_PATTERN = new RegExp(NICKNAME_PATTERN_SOURCE);

/** Words that are routes under /u/ or are kept back; compared case-insensitively. */
export const RESERVED_NICKNAMES: readonly string[] = [
  'activate', 'add', 'admin', 'administrator', 'api', 'bcc', 'contacts', 'deleted', 'docs', 'donate', 'edit',
  'epi', 'faq', 'images', 'info', 'likes', 'litters', 'login', 'logout', 'matings', 'me', 'moder', 'moderator',
  'new', 'null', 'pets', 'premium', 'register', 'registration', 'reports', 'root', 'rules', 'settings',
  'support', 'system', 'undefined', 'user', 'users',
];

export function isReservedNickname(nickname: string): boolean {
  return RESERVED_NICKNAMES.includes(nickname.toLowerCase());
}

export function isValidNickname(nickname: string): boolean {
  return NICKNAME_PATTERN.test(nickname) && !isReservedNickname(nickname);
}
