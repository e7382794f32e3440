/**
 * Session tokens: 32 random bytes for the browser, only their SHA-256 in the database, so a leaked
 * database copy holds no usable session.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Sessions last 7 days (SPEC.md §9 keeps the token locally just as long). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A new opaque token: 32 random bytes, base64url (43 characters).
 *
 * @example
 * newToken() // 'q7G0...'
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: SHA-256, hex. A fast hash is enough because the token has 256 bits of
 * entropy; there is nothing to guess.
 *
 * @example
 * hashToken(token) // '3f1a...' (64 hex characters)
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
