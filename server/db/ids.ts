/**
 * Row ids in the form every table uses on both dialects, and the comma-separated id cells JeecgBoot
 * stores (sys_role_permission.data_rule_ids, sys_user.depart_ids, …).
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

/**
 * The ids of a comma-separated cell or parameter, blanks dropped.
 *
 * @example
 * splitIds('a,b,') // ['a', 'b'];  splitIds(null) // []
 */
export function splitIds(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
