/**
 * 订单明细 (the demo order items of the 实时表格 page, issue 18): its dictionaries, its buttons under the
 * 实时表格 menu (granted to the admin role; other roles get them in 角色管理) and a few demo rows. The seed of
 * an empty database calls it (server/db/seed/index.ts); a database seeded before got the same from the
 * migration 2026-11-25T0100-demo-order, whose seedDemoOrder this calls while the table is still as that
 * migration made it (a later change of the table writes its own seed here). Whatever exists is left alone.
 */
import type { Kysely } from 'kysely';
import { seedDemoOrder as seedAsMigrated } from '../../db/migrations/2026-11-25T0100-demo-order';

// Run inside the seed's transaction: the tables as they are named, nothing typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Adds what is missing: the dictionaries, the buttons (admin granted), the demo rows when the table is empty.
 *
 * @example
 * await seedDemoOrder(tx, new Date().toISOString());
 */
export async function seedDemoOrder(db: AnyDb, now: string): Promise<void> {
  // A database seeded on an older schema (a test of old migrations): the migration adds all this later.
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'demo_order_item')) return;
  await seedAsMigrated(db, now);
}
