/**
 * Password hashing: argon2id with OWASP's minimum parameters (19 MiB memory, 2 passes, 1 lane).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * `Algorithm` is an ambient const enum, which isolatedModules forbids reading; 2 is its Argon2id member.
 */
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet, argon2id minimum: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS: Readonly<Options> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

/**
 * Hashes a password into a PHC string that carries its own salt and parameters.
 *
 * @example
 * await hashPassword('123456') // '$argon2id$v=19$m=19456,t=2,p=1$...'
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`; false (never a throw) for a malformed hash.
 *
 * @example
 * await verifyPassword(user.password_hash, '123456') // true
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one verification on a hash no password matches, so that signing in as an unknown user takes
 * as long as a wrong password for a real one and the timing does not reveal which usernames exist.
 *
 * @example
 * if (!user) { await burnVerification(password); throw new APP_ERR_BAD_CREDENTIALS(); }
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}
