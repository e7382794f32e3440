/**
 * Departments: the tree the pickers of many pages draw, and its upkeep. A department gets its code from
 * its parent's (org-code.ts) and keeps it; names are unique among siblings; a department that still has
 * child departments or users cannot be deleted.
 */
import { isUniqueViolation } from '../../db/errors';
import type { Kysely } from 'kysely';
import type {
  DepartAddRequest,
  DepartEditRequest,
  DepartIdTreeNode,
  DepartRecord,
  DepartTreeNode,
} from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import {
  APP_ERR_DEPART_CODES_USED_UP,
  APP_ERR_DEPART_HAS_CHILDREN,
  APP_ERR_DEPART_HAS_USERS,
  APP_ERR_DEPART_NAME_TAKEN,
  APP_ERR_DEPART_NOT_FOUND,
  APP_ERR_DEPART_PARENT_NOT_FOUND,
} from '../../errors';
import { nextOrgCode } from './org-code';
import * as repo from './repo';

type Db = Kysely<Database>;
/** Two adds under one parent at once compute the same code; the later one tries the next code. */
const CODE_ATTEMPTS = 3;

function toRecord(row: repo.DepartRow): DepartRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    departName: row.depart_name,
    orgCode: row.org_code,
    orgCategory: row.org_category,
    departOrder: row.depart_order,
    description: row.description,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

function toNode(row: repo.DepartRow): DepartTreeNode {
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
    children: [],
  };
}

/**
 * Every department as a tree, siblings in display order. A department whose parent is gone is shown
 * at the top rather than lost.
 *
 * @example
 * await departTree(db) // [{ id, key: id, value: id, title: '斗拱科技', orgCode: 'A01', children: [...] }]
 */
export async function departTree(db: Db): Promise<DepartTreeNode[]> {
  const rows = await repo.allDeparts(db);
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: DepartTreeNode[] = [];
  for (const row of rows) {
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
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
 * Departments whose name contains `keyWord`, as a flat list of childless nodes.
 *
 * @example
 * await searchDeparts(db, '组') // [{ departName: '前端组', children: [] }, { departName: '后端组', ... }]
 */
export async function searchDeparts(db: Db, keyWord: string): Promise<DepartTreeNode[]> {
  return (await repo.searchDeparts(db, keyWord.trim())).map(toNode);
}

async function requireDepart(db: Db, id: string): Promise<repo.DepartRow> {
  const row = await repo.findDepart(db, id);
  if (!row) throw new APP_ERR_DEPART_NOT_FOUND(id);
  return row;
}

/** A department by id, or 404. @example await getDepart(db, id) // { id, departName, orgCode, ... } */
export async function getDepart(db: Db, id: string): Promise<DepartRecord> {
  return toRecord(await requireDepart(db, id));
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
  await repo.updateDepart(db, row.id, {
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
 * Deletes departments, all or none: 404 when one is unknown, 400 while one has a child department
 * outside the batch ('该部门下有子部门，不能删除') or a user ('该部门下有用户，不能删除'). A whole
 * branch selected together may go at once.
 *
 * @example
 * await deleteDeparts(db, [leafId]);
 */
export async function deleteDeparts(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const rows = await repo.findDeparts(tx, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_DEPART_NOT_FOUND(missing);
    if (await repo.childOutside(tx, unique)) throw new APP_ERR_DEPART_HAS_CHILDREN();
    const codes = rows.map((row) => row.org_code);
    if (await repo.hasUsers(tx, unique, codes)) throw new APP_ERR_DEPART_HAS_USERS();
    await repo.deleteDeparts(tx, unique);
  });
}
