import { LIMITS, NICKNAME_PATTERN, RESERVED_NICKNAMES } from '@bc/shared';

/**
 * Client-side rules, with the limits of the API's contracts (`LIMITS`). Each returns the key of its message under
 * `account:validation`, or null when valid.
 */
export type Rule = (value: string) => string | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email: Rule = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return 'emailRequired';
  return EMAIL_PATTERN.test(trimmed) && trimmed.length <= LIMITS.email ? null : 'emailInvalid';
};

export const password: Rule = (value) => {
  if (!value) return 'passwordRequired';
  if (value.length < LIMITS.passwordMin) return 'passwordTooShort';
  return value.length > LIMITS.passwordMax ? 'passwordTooLong' : null;
};

/** The login form only checks presence: the server decides whether the password is right. */
export const passwordPresent: Rule = (value) => (value ? null : 'passwordRequired');

export const nickname: Rule = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return 'nicknameRequired';
  if (!NICKNAME_PATTERN.test(trimmed)) return 'nicknameFormat';
  return RESERVED_NICKNAMES.includes(trimmed.toLowerCase()) ? 'nicknameReserved' : null;
};

export const maxLength =
  (limit: number): Rule =>
  (value) =>
    value.length > limit ? 'tooLong' : null;

export const requiredText: Rule = (value) => (value.trim() ? null : 'required');

/** An optional web address must be http(s). */
export const optionalUrl: Rule = (value) => {
  if (!value.trim()) return null;
  return safeUrl(value) ? null : 'urlInvalid';
};

export const optionalEmail: Rule = (value) => (value.trim() ? email(value) : null);

/** The URL when it is an http(s) address (a scheme is added when missing), otherwise null. */
export function safeUrl(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Runs rules in order and returns the first failure. */
export function check(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** A rough strength score for the hint under the password field (0 empty … 4 strong). */
export function passwordStrength(value: string): PasswordStrength {
  if (!value) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length;
  if (value.length < LIMITS.passwordMin) return 1;
  if (value.length >= 12 && classes >= 3) return 4;
  if (classes >= 3 || (value.length >= 12 && classes >= 2)) return 3;
  return 2;
}
