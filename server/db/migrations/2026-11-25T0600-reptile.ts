/**
 * Web-data collection (数据采集, issue 20): projects with their whole condition set, the runs (jobs) of a
 * project with their counts, each run's frontier of URLs (the job's queue lives here, so a job survives a
 * restart and exactly one server process works it), and the collected rows, unique by project and dedup key
 * (the URL plus the project's key fields). At most one queued or running run per project: a partial unique
 * index, so two starts at the same moment cannot both win.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { sql, type Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reptile_project')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('start_urls', 'text', (c) => c.notNull())
    .addColumn('same_host', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('include_patterns', 'text')
    .addColumn('exclude_patterns', 'text')
    .addColumn('max_pages', 'integer', (c) => c.notNull())
    .addColumn('max_depth', 'integer', (c) => c.notNull())
    .addColumn('delay_ms', 'integer', (c) => c.notNull())
    .addColumn('concurrency', 'integer', (c) => c.notNull())
    .addColumn('obey_robots', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('list_selector', 'text', (c) => c.notNull())
    .addColumn('next_selector', 'text')
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('key_fields', 'text')
    .addColumn('design_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('reptile_run')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('reptile_project.id').onDelete('cascade'))
    .addColumn('run_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed', 'cancelled', 'interrupted')`),
    )
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('pages_fetched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addUniqueConstraint('uq_reptile_run_no', ['project_id', 'run_no'])
    .execute();
  await db.schema
    .createIndex('uq_reptile_run_active')
    .on('reptile_run')
    .column('project_id')
    .unique()
    .where(sql.ref('status'), 'in', ['queued', 'running'])
    .execute();

  await db.schema
    .createTable('reptile_frontier')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('reptile_run.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('list', 'detail')`))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'fetching', 'done', 'failed', 'skipped')`),
    )
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('fetched_at', 'text')
    .addUniqueConstraint('uq_reptile_frontier_url', ['run_id', 'url'])
    .execute();
  await db.schema
    .createIndex('idx_reptile_frontier_next')
    .on('reptile_frontier')
    .columns(['run_id', 'status', 'seq'])
    .execute();

  await db.schema
    .createTable('reptile_row')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('reptile_project.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('dedup_key', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('uq_reptile_row_key', ['project_id', 'dedup_key'])
    .execute();
  await db.schema
    .createIndex('idx_reptile_row_project')
    .on('reptile_row')
    .columns(['project_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reptile_row').execute();
  await db.schema.dropTable('reptile_frontier').execute();
  await db.schema.dropTable('reptile_run').execute();
  await db.schema.dropTable('reptile_project').execute();
}
