/**
 * The process engine's tables (issue 17): deployed definitions (one key, many versions), instances with
 * the engine's saved state under a revision for optimistic locking, user tasks materialised with their
 * candidates so to-do lists are indexed queries, the history of every node entered, left, skipped or
 * rejected, and comments. No seed: a fresh database starts with no process.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { sql, type Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('act_definition')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('process_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('bpmn_xml', 'text', (c) => c.notNull())
    .addColumn('nodes_json', 'text', (c) => c.notNull())
    .addColumn('deployed_by', 'text', (c) => c.notNull())
    .addColumn('deployed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_act_definition_key_version', ['process_key', 'version'])
    .execute();

  await db.schema
    .createTable('act_instance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('definition_id', 'text', (c) => c.notNull().references('act_definition.id'))
    .addColumn('process_key', 'text', (c) => c.notNull())
    .addColumn('business_key', 'text')
    .addColumn('initiator', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'suspended', 'completed', 'closed', 'invalid')`),
    )
    .addColumn('state_json', 'text')
    .addColumn('variables_json', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('idx_act_instance_initiator')
    .on('act_instance')
    .columns(['initiator', 'started_at'])
    .execute();
  await db.schema
    .createIndex('idx_act_instance_status')
    .on('act_instance')
    .columns(['status', 'started_at'])
    .execute();

  await db.schema
    .createTable('act_task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull().references('act_instance.id'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('assignee', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'completed', 'cancelled')`))
    .addColumn('outcome', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('completed_by', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  // 我的待办 (assigned to me, open) and 已办 (completed by me), newest first.
  await db.schema
    .createIndex('idx_act_task_assignee')
    .on('act_task')
    .columns(['assignee', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idx_act_task_done')
    .on('act_task')
    .columns(['completed_by', 'completed_at'])
    .execute();
  await db.schema
    .createIndex('idx_act_task_instance')
    .on('act_task')
    .columns(['instance_id', 'status'])
    .execute();

  // 可认领: one row per candidate (kind user / role / depart), so "claimable by my roles" is an index lookup.
  await db.schema
    .createTable('act_task_candidate')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('task_id', 'text', (c) => c.notNull().references('act_task.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user', 'role', 'depart')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_act_task_candidate')
    .on('act_task_candidate')
    .columns(['kind', 'value', 'task_id'])
    .execute();
  await db.schema
    .createIndex('idx_act_task_candidate_task')
    .on('act_task_candidate')
    .column('task_id')
    .execute();

  await db.schema
    .createTable('act_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull().references('act_instance.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('node_id', 'text')
    .addColumn('node_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('username', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_act_history_seq', ['instance_id', 'seq'])
    .execute();

  await db.schema
    .createTable('act_comment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull().references('act_instance.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('node_id', 'text')
    .addColumn('node_name', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_act_comment_instance')
    .on('act_comment')
    .columns(['instance_id', 'seq'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'act_comment',
    'act_history',
    'act_task_candidate',
    'act_task',
    'act_instance',
    'act_definition',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
