/**
 * Issue 17's screens: saved process diagrams (流程定义 = JeecgBoot's tPProcess), one row per process key,
 * each deployable as a new version of act_definition; and the buttons configured per node (节点按钮 =
 * JeecgBoot's tPProcessnodeButtonconfig); and an index for an instance's history by node (the diagram).
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('act_process')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('process_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bpmn_xml', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('uq_act_process_key', ['process_key'])
    .execute();
  await db.schema.createIndex('idx_act_process_updated').on('act_process').column('updated_at').execute();

  await db.schema
    .createTable('act_node_button')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('process_key', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text')
    .addColumn('button_code', 'text', (c) => c.notNull())
    .addColumn('button_name', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('uq_act_node_button', ['process_key', 'node_id', 'button_code'])
    .execute();

  await db.schema
    .createIndex('idx_act_history_node')
    .on('act_history')
    .columns(['instance_id', 'node_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_act_history_node').execute();
  await db.schema.dropTable('act_node_button').execute();
  await db.schema.dropIndex('idx_act_process_updated').execute();
  await db.schema.dropTable('act_process').execute();
}
