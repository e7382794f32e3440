/**
 * The dictionary recycle bin and the dictionaries JeecgBoot's client names (issue 16, points 13 and 15):
 * sys_dict.del_flag (0 in use, 1 in the recycle bin: deleting a dictionary becomes a soft delete an admin
 * can undo, or finish with 彻底删除), and, in a database that is already seeded, the dictionaries the
 * v3.3 client's system views and modals read by code (授权策略, 同步工作流引擎, 任务状态, 数据库类型,
 * 字典项状态). A fresh database gets the same from the seed (server/db/seed/dictionaries.ts); a code
 * an admin already made is left as it is.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Code, name and items ([value, text] in display order), as the seed has them. */
const DICTS: ReadonlyArray<
  readonly [code: string, name: string, items: ReadonlyArray<readonly [string, string]>]
> = [
  [
    'global_perms_type',
    '授权策略',
    [
      ['1', '可见/可访问(授权后可见/可访问)'],
      ['2', '可编辑(未授权时禁用)'],
    ],
  ],
  [
    'activiti_sync',
    '同步工作流引擎',
    [
      ['1', '同步'],
      ['0', '不同步'],
    ],
  ],
  [
    'quartz_status',
    '任务状态',
    [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  ],
  [
    'database_type',
    '数据库类型',
    [
      ['1', 'MySQL'],
      ['2', 'Oracle'],
      ['3', 'SQL Server'],
      ['4', 'PostgreSQL'],
      ['5', 'SQLite'],
    ],
  ],
  [
    'dict_item_status',
    '字典项状态',
    [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  ],
];

const newId = () => randomUUID().replace(/-/g, '');

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sys_dict')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // An empty database is seeded after the migrations, with these dictionaries among the others.
  const seeded = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (!seeded) return;
  const now = new Date().toISOString();
  for (const [code, name, items] of DICTS) {
    const taken = await db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', code)
      .executeTakeFirst();
    if (taken) continue;
    const dictId = newId();
    await db
      .insertInto('sys_dict')
      .values({ id: dictId, dict_name: name, dict_code: code, created_by: 'system', created_at: now })
      .execute();
    await db
      .insertInto('sys_dict_item')
      .values(
        items.map(([value, text], index) => ({
          id: newId(),
          dict_id: dictId,
          item_value: value,
          item_text: text,
          sort_order: index + 1,
          status: 1,
          created_by: 'system',
          created_at: now,
        })),
      )
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  // The dictionaries stay: an admin may have used them since. Dictionaries in the recycle bin go for good.
  const deleted = db.selectFrom('sys_dict').select('id').where('del_flag', '=', 1);
  await db.deleteFrom('sys_dict_item').where('dict_id', 'in', deleted).execute();
  await db.deleteFrom('sys_dict').where('del_flag', '=', 1).execute();
  await db.schema.alterTable('sys_dict').dropColumn('del_flag').execute();
}
