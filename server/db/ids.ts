/**
 * Row ids and timestamps in the form every table uses on both dialects.
 */
import { randomUUID } from 'node:crypto';

/**
 * A new row id: a random UUID without dashes (32 hex characters).
 *
 * @example
 * newId() // '9b2c4e0f6a1d4c3e8f7a6b5c4d3e2f10'
 */
export function newId(): string {
  return randomUUID().replace(/-/g, '');
}
