/**
 * A dictionary item's value is unique within its dictionary: the API checks before it writes, and this
 * index has the last word when two admins add the same value at once (getDictItems would otherwise offer
 * one value under two texts).
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('uq_sys_dict_item_value')
    .unique()
    .on('sys_dict_item')
    .columns(['dict_id', 'item_value'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('uq_sys_dict_item_value').execute();
}
