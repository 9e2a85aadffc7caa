import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;

export interface PasswordHashing {
  /** KiB; OWASP's argon2id minimum is 19 MiB. Tests lower it for speed. */
  memoryCost: number;
  timeCost: number;
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

export function createPasswords(options: PasswordHashing = DEFAULT_PASSWORD_HASHING) {
  const params = { algorithm: ARGON2ID, memoryCost: options.memoryCost, timeCost: options.timeCost, parallelism: 1 };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password: string) => hash(password, params),
    /** False for a missing hash too, after spending the same time (no user enumeration by timing). */
    async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
      if (!passwordHash) {
        dummy ??= hash('timing-equaliser', params);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
export type Passwords = ReturnType<typeof createPasswords>;
