/**
 * The dictionaries of the process screens (issue 17), in a database that is already seeded: an
 * instance's status (运行中 …), a task's outcome (同意, 驳回 …), a to-do's state (办理 or 可认领, by the
 * row's claimable flag) and the node button codes (节点按钮). The lists' columns and the status filter
 * read them by code. A fresh database gets the same from the seed (server/db/seed/dictionaries.ts); a
 * code an admin already made is left as it is.
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
    'process_status',
    '流程状态',
    [
      ['running', '运行中'],
      ['suspended', '已挂起'],
      ['completed', '已结束'],
      ['closed', '已关闭'],
      ['invalid', '已作废'],
    ],
  ],
  [
    'process_outcome',
    '办理结果',
    [
      ['approve', '同意'],
      ['reject', '驳回'],
      ['recall', '撤回'],
      ['skip', '跳过'],
      ['reassign', '转办'],
      ['close', '关闭'],
      ['invalidate', '作废'],
    ],
  ],
  [
    'process_todo_state',
    '待办状态',
    [
      ['false', '待办理'],
      ['true', '可认领'],
    ],
  ],
  [
    'process_button',
    '节点按钮',
    [
      ['approve', '同意'],
      ['reject', '驳回'],
      ['recall', '撤回'],
      ['claim', '认领'],
      ['comment', '评论'],
      ['reassign', '转办'],
      ['skip', '跳转'],
    ],
  ],
];

const newId = () => randomUUID().replace(/-/g, '');

export async function up(db: AnyDb): Promise<void> {
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

export async function down(): Promise<void> {
  // The dictionaries stay: an admin may have used them since.
}
