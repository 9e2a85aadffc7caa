/** Route parameter formats. A value that fails its check shows the 404 page. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;
export const HASH_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Nickname rules come from the contract the API validates with (one list). */
export { NICKNAME_PATTERN, RESERVED_NICKNAMES } from '../contracts/nickname';
import { isValidNickname } from '../contracts/nickname';

export type ParamKind = 'id' | 'hash' | 'nickname';

export function isValidParam(kind: ParamKind, value: string | undefined): boolean {
  if (value === undefined) return false;
  switch (kind) {
    case 'id':
      return ID_PATTERN.test(value) && Number(value) <= 2_147_483_647;
    case 'hash':
      return HASH_PATTERN.test(value);
    case 'nickname':
      return isValidNickname(value);
  }
}
