/**
 * Records name their audit fields as JeecgBoot's client does (issue 16): createTime, updateTime, createBy,
 * updateBy instead of createdAt, updatedAt, createdBy, updatedBy. Page files in src/pages-json moved with
 * the code; a page an admin saved in the designer is kept at start-up (seed/pages.ts), so its columns,
 * sorts and detail fields naming the old fields would show nothing. This gives each such page a new
 * version with the new names (the old version stays in its history, one click from a rollback).
 *
 * Only JSON string values equal to an old name change: a label or a text that merely contains it does not.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const RENAMED: Readonly<Record<string, string>> = {
  createdAt: 'createTime',
  updatedAt: 'updateTime',
  createdBy: 'createBy',
  updatedBy: 'updateBy',
};

/** `json` with every string value that is an old name replaced, or undefined when none is. */
function renamed(json: string): string | undefined {
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' && Object.hasOwn(RENAMED, value)) {
      changed = true;
      return RENAMED[value];
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const result = JSON.stringify(walk(parsed));
  return changed ? result : undefined;
}

export async function up(db: AnyDb): Promise<void> {
  const pages = await db
    .selectFrom('onl_design')
    .select(['id', 'json_str', 'version'])
    .where('kind', '=', 'page')
    .where('source_hash', 'is', null)
    .execute();
  const now = new Date().toISOString();
  for (const page of pages) {
    const json = renamed(page.json_str);
    if (json === undefined) continue;
    const version = Number(page.version) + 1;
    await db
      .insertInto('onl_design_version')
      .values({
        id: randomUUID().replace(/-/g, ''),
        design_id: page.id,
        version,
        json_str: json,
        saved_by: 'system',
        saved_at: now,
        note: '字段改用 JeecgBoot 的名称（createTime 等）',
      })
      .execute();
    await db
      .updateTable('onl_design')
      .set({ json_str: json, version, updated_at: now })
      .where('id', '=', page.id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The new versions stay: each is a page's history, and a rollback restores the one before.
}
