/**
 * Departments: the tree the pickers of many pages draw, and its upkeep. A department gets its code from
 * its parent's (org-code.ts) and keeps it; names are unique among siblings; deleting a department deletes
 * its whole branch (the client's confirm says so), unless a user still works in it or a department of it
 * lies outside the caller's data rules.
 */
import { isUniqueViolation } from '../../db/errors';
import type { Kysely } from 'kysely';
import type {
  DepartAddRequest,
  DepartEditRequest,
  DepartIdTreeNode,
  DepartRecord,
  DepartSyncNode,
  DepartTreeNode,
  DepartTreeSyncQuery,
} from '../../../schemas/index';
import { newId, splitIds } from '../../db/ids';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import {
  APP_ERR_DEPART_CODES_USED_UP,
  APP_ERR_DEPART_HAS_USERS,
  APP_ERR_DEPART_NAME_TAKEN,
  APP_ERR_DEPART_NOT_FOUND,
  APP_ERR_DEPART_OUT_OF_SCOPE,
  APP_ERR_DEPART_PARENT_NOT_FOUND,
  APP_ERR_USER_NOT_FOUND,
} from '../../errors';
import type { SessionUser } from '../auth/service';
import { ruleScopeOf } from '../data-rule/scope';
import { withDictText } from '../dict/dict-text';
import { fieldSearch } from '../paging';
import { nextOrgCode } from './org-code';
import * as repo from './repo';

type Db = Kysely<Database>;
/** Two adds under one parent at once compute the same code; the later one tries the next code. */
const CODE_ATTEMPTS = 3;

/** The dictionary-coded fields of a department: JeecgBoot's client shows their `_dictText`. */
const DEPART_DICT_FIELDS = { orgCategory: 'org_category' } as const;

type Untexted<T> = Omit<T, 'orgCategory_dictText'>;

/** The fields of JeecgBoot's department form that every answer carries (电话, 传真, 地址, 备注, 负责人). */
function contactOf(row: repo.DepartRow) {
  return {
    mobile: row.mobile,
    fax: row.fax,
    address: row.address,
    memo: row.memo,
    directorUserIds: row.director_user_ids,
  };
}

function toRecord(row: repo.DepartRow): Untexted<DepartRecord> {
  return {
    id: row.id,
    parentId: row.parent_id,
    departName: row.depart_name,
    orgCode: row.org_code,
    orgCategory: row.org_category,
    departOrder: row.depart_order,
    description: row.description,
    ...contactOf(row),
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

function toNode(row: repo.DepartRow): Untexted<DepartTreeNode> {
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    title: row.depart_name,
    departName: row.depart_name,
    orgCode: row.org_code,
    orgCategory: row.org_category,
    parentId: row.parent_id,
    departOrder: row.depart_order,
    description: row.description,
    ...contactOf(row),
    children: [],
  };
}

/**
 * Tree nodes (without children yet) of `rows`, each with orgCategory_dictText.
 *
 * @example
 * await nodesOf(db, rows) // [{ departName: '斗拱科技', orgCategory: '1', orgCategory_dictText: '公司', children: [] }]
 */
async function nodesOf(
  db: Db,
  rows: readonly repo.DepartRow[],
  remember: Remember,
): Promise<DepartTreeNode[]> {
  return withDictText(db, rows.map(toNode), DEPART_DICT_FIELDS, remember);
}

/**
 * Every department as a tree, siblings in display order. A department whose parent is gone is shown
 * at the top rather than lost.
 *
 * @example
 * await departTree(db) // [{ id, key: id, value: id, title: '斗拱科技', orgCode: 'A01', children: [...] }]
 */
export async function departTree(db: Db, remember: Remember = computeEachTime): Promise<DepartTreeNode[]> {
  const rows = await repo.allDeparts(db);
  const nodes = new Map((await nodesOf(db, rows, remember)).map((node) => [node.id, node]));
  const roots: DepartTreeNode[] = [];
  for (const row of rows) {
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
}

/**
 * The departments a 上级 (user_identity 2) is in charge of (sys_user.depart_ids), each with everything
 * under it, as JeecgBoot's 我的部门 (DepartUserList.vue) draws them; a department under another one of the
 * list is not repeated. Anyone else is in charge of nothing: an empty list. `identity` is what the client
 * reads from the answer's message ('1' or '2').
 *
 * @example
 * await myDepartTree(db, caller) // { identity: '2', tree: [{ departName: '研发部', children: [...] }] }
 */
export async function myDepartTree(
  db: Db,
  caller: Pick<SessionUser, 'id'>,
  remember: Remember = computeEachTime,
): Promise<{ identity: '1' | '2'; tree: DepartTreeNode[] }> {
  const me = await repo.chargeOf(db, caller.id);
  if (me?.user_identity !== 2) return { identity: '1', tree: [] };
  const mine = new Set(splitIds(me.depart_ids));
  const picked: DepartTreeNode[] = [];
  const walk = (nodes: DepartTreeNode[]) => {
    for (const node of nodes) {
      if (mine.has(node.id)) picked.push(node);
      else walk(node.children);
    }
  };
  walk(await departTree(db, remember));
  return { identity: '2', tree: picked };
}

function lighten(node: DepartTreeNode): DepartIdTreeNode {
  return { key: node.id, value: node.id, title: node.departName, children: node.children.map(lighten) };
}

/**
 * The tree with ids and names only.
 *
 * @example
 * await idTree(db) // [{ key: id, value: id, title: '斗拱科技', children: [...] }]
 */
export async function idTree(db: Db): Promise<DepartIdTreeNode[]> {
  return (await departTree(db)).map(lighten);
}

/**
 * Departments whose name matches `keyWord` in JeecgBoot's search encoding (plain text or `*组*` contains,
 * `研发*` starts with, `a,b,` any of these names, `!x` anything but it), within the caller's data rules on
 * 部门管理, as a flat list of childless nodes.
 *
 * @example
 * await searchDeparts(db, caller, '组') // [{ departName: '前端组', children: [] }, { departName: '后端组', ... }]
 */
export async function searchDeparts(
  db: Db,
  caller: SessionUser,
  keyWord: string,
  remember: Remember = computeEachTime,
): Promise<DepartTreeNode[]> {
  const scope = await ruleScopeOf(db, caller, 'depart:list');
  return nodesOf(db, await repo.searchDeparts(db, fieldSearch(keyWord), scope), remember);
}

/**
 * One level of the tree, as JeecgBoot's lazily loaded department trees ask for it (queryDepartTreeSync):
 * the top level, the children of `pid`, or the departments of `ids` (by id, or by orgCode when
 * primaryKey is 'orgCode'); each with isLeaf and without children.
 *
 * @example
 * await departLevel(db, {}) // [{ departName: '斗拱科技', isLeaf: false, ... }]
 * await departLevel(db, { pid: a01Id }) // its children
 */
export async function departLevel(
  db: Db,
  query: DepartTreeSyncQuery,
  remember: Remember = computeEachTime,
): Promise<DepartSyncNode[]> {
  const rows = await repo.allDeparts(db);
  const parents = new Set(rows.map((row) => row.parent_id));
  const ids = new Set(splitIds(query.ids));
  const key = query.primaryKey === 'orgCode' ? 'org_code' : 'id';
  const pid = query.pid || null;
  const known = new Set(rows.map((row) => row.id));
  const picked = rows.filter((row) =>
    ids.size
      ? ids.has(row[key])
      : pid === null
        ? row.parent_id === null || !known.has(row.parent_id)
        : row.parent_id === pid,
  );
  return (await nodesOf(db, picked, remember)).map(({ children: _children, ...node }) => ({
    ...node,
    isLeaf: !parents.has(node.id),
  }));
}

async function requireDepart(db: Db, id: string): Promise<repo.DepartRow> {
  const row = await repo.findDepart(db, id);
  if (!row) throw new APP_ERR_DEPART_NOT_FOUND(id);
  return row;
}

/** A department by id, or 404. @example await getDepart(db, id) // { id, departName, orgCode, ... } */
export async function getDepart(
  db: Db,
  id: string,
  remember: Remember = computeEachTime,
): Promise<DepartRecord> {
  const [record] = await withDictText(
    db,
    [toRecord(await requireDepart(db, id))],
    DEPART_DICT_FIELDS,
    remember,
  );
  return record!;
}

/** A text field of the form: '' and null clear it, undefined leaves it. */
const cleared = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

/**
 * 负责人 as stored (comma-separated ids without duplicates), each a user who is not deleted (404 naming
 * the first that is not); undefined leaves the stored value.
 *
 * @example
 * await directorsOf(db, 'u1,u2,') // 'u1,u2'
 */
async function directorsOf(db: Db, value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  const ids = [...new Set(splitIds(value))];
  if (ids.length === 0) return null;
  const found = new Set(await repo.existingUserIds(db, ids));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new APP_ERR_USER_NOT_FOUND(missing);
  return ids.join(',');
}

/** The 电话, 传真, 地址, 备注 and 负责人 columns of a request; absent fields are absent. */
async function contactColumns(db: Db, body: DepartAddRequest | DepartEditRequest) {
  const columns = {
    mobile: cleared(body.mobile),
    fax: cleared(body.fax),
    address: cleared(body.address),
    memo: cleared(body.memo),
    director_user_ids: await directorsOf(db, body.directorUserIds),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

async function assertNameFree(db: Db, parentId: string | null, name: string, exceptId?: string) {
  const other = await repo.findSibling(db, parentId, name);
  if (other && other.id !== exceptId) throw new APP_ERR_DEPART_NAME_TAKEN(name);
}

/**
 * Adds a department under `parentId` (or at the top) with the next free code of that level.
 * 404 for an unknown parent, 409 for a name a sibling has.
 *
 * @example
 * await addDepart(db, 'admin', { parentId: a01Id, departName: '运维部' }, now) // { orgCode: 'A01A04', ... }
 */
export async function addDepart(
  db: Db,
  by: string,
  body: DepartAddRequest,
  now: Date,
): Promise<DepartRecord> {
  const parentId = body.parentId || null;
  const parent = parentId === null ? undefined : await repo.findDepart(db, parentId);
  if (parentId !== null && !parent) throw new APP_ERR_DEPART_PARENT_NOT_FOUND(parentId);
  const name = body.departName.trim();
  await assertNameFree(db, parentId, name);
  const contact = await contactColumns(db, body);

  const id = newId();
  for (let attempt = 1; ; attempt++) {
    const orgCode = nextOrgCode(parent?.org_code ?? '', await repo.codesBelow(db, parent?.org_code ?? ''));
    if (orgCode === null) throw new APP_ERR_DEPART_CODES_USED_UP();
    try {
      await repo.insertDepart(db, {
        id,
        parent_id: parentId,
        depart_name: name,
        org_code: orgCode,
        org_category: body.orgCategory ?? (parent ? '2' : '1'),
        depart_order: body.departOrder ?? 0,
        description: body.description?.trim() || null,
        ...contact,
        created_by: by,
        created_at: now.toISOString(),
      });
      return getDepart(db, id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Changes name, category, order or description. The parent and the code never change.
 *
 * @example
 * await editDepart(db, 'admin', { id, departName: '研发中心' }, now) // { departName: '研发中心', ... }
 */
export async function editDepart(
  db: Db,
  by: string,
  body: DepartEditRequest,
  now: Date,
): Promise<DepartRecord> {
  const row = await requireDepart(db, body.id);
  const name = body.departName?.trim();
  if (name !== undefined && name !== row.depart_name) await assertNameFree(db, row.parent_id, name, row.id);
  const contact = await contactColumns(db, body);
  await repo.updateDepart(db, row.id, {
    ...contact,
    ...(name !== undefined ? { depart_name: name } : {}),
    ...(body.orgCategory !== undefined ? { org_category: body.orgCategory } : {}),
    ...(body.departOrder !== undefined ? { depart_order: body.departOrder } : {}),
    ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
    updated_by: by,
    updated_at: now.toISOString(),
  });
  return getDepart(db, row.id);
}

/**
 * The departments of `ids` with every department under each (by parent, so a damaged tree with a cycle
 * still ends).
 *
 * @example
 * branchOf([a01Id], rows) // [a01, a01a01, a01a02, ...]
 */
export function branchOf(ids: readonly string[], rows: readonly repo.DepartRow[]): repo.DepartRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kids = new Map<string, string[]>();
  for (const row of rows)
    if (row.parent_id !== null) kids.set(row.parent_id, [...(kids.get(row.parent_id) ?? []), row.id]);
  const found = new Set<string>();
  const stack = ids.filter((id) => byId.has(id));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(kids.get(id) ?? []));
  }
  return [...found].map((id) => byId.get(id)!);
}

/**
 * Deletes departments with their whole branches (the client's confirm says the children go too), all or
 * none in one transaction: 404 when one is unknown, 403 when a department of a branch lies outside the
 * caller's data rules on 部门管理 (naming it), 400 while a user who is not deleted belongs to or works in
 * any of them ('该部门下有用户，不能删除'). Users in the recycle bin do not hold a delete back: they lose
 * their links to the branch, and the branch as their current department, and are restored without them.
 *
 * @example
 * await deleteDeparts(db, caller, [a01a01Id]); // A01A01 and everything under it
 */
export async function deleteDeparts(db: Db, caller: SessionUser, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const scope = await ruleScopeOf(db, caller, 'depart:list');
  return db.transaction().execute(async (tx) => {
    const all = await repo.allDeparts(tx);
    const known = new Set(all.map((row) => row.id));
    const missing = unique.find((id) => !known.has(id));
    if (missing !== undefined) throw new APP_ERR_DEPART_NOT_FOUND(missing);
    const branch = branchOf(unique, all);
    const branchIds = branch.map((row) => row.id);
    if (scope.length) {
      const visible = new Set(await repo.idsInScope(tx, branchIds, scope));
      const hidden = branch.find((row) => !visible.has(row.id));
      if (hidden) throw new APP_ERR_DEPART_OUT_OF_SCOPE(hidden.depart_name);
    }
    const codes = branch.map((row) => row.org_code);
    if (await repo.hasUsers(tx, branchIds, codes)) throw new APP_ERR_DEPART_HAS_USERS();
    await repo.deleteDeparts(tx, branchIds, codes);
    return branchIds.length;
  });
}
