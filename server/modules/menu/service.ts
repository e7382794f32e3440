/**
 * Menu management: the tree of menus, sub-menus and buttons as the menu page shows it, and add, edit and
 * delete with the rules that keep the tree usable (a reachable url, a code on every button, a parent
 * that exists, is_leaf kept right).
 */
import type { Kysely } from 'kysely';
import type {
  MenuAddRequest,
  MenuEditRequest,
  MenuNode,
  MenuSubmenuBatchResult,
  MenuTreeNode,
  MenuTreeResult,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { MENU_DEFAULTS } from '../../db/menu-defaults';
import {
  APP_ERR_MENU_INVALID,
  APP_ERR_MENU_NAME_TAKEN,
  APP_ERR_MENU_NOT_FOUND,
  APP_ERR_REFERENCE_NOT_FOUND,
} from '../../errors';
import type { SessionUser } from '../auth/service';
import { withDictText } from '../dict/dict-text';
import { assertMayWriteCode, holdingOf } from '../permission/delegation';
import * as repo from './repo';
import type { PermissionRow } from '../permission/repo';

type Db = Kysely<Database>;
const BUTTON = 2;
/** What a link entry may point at: a web address, an app path, or a {{ }} template the browser checks. */
const LINK = /^(https?:\/\/|ftp:\/\/|\/(?!\/)|\{\{)/i;
/** A route path: one leading slash, never protocol-relative ('//host' would leave the app). */
const ROUTE_PATH = /^\/(?!\/)/;

/** A nullable text column from a request: '' clears it, undefined keeps `current`. */
function text(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const flag = (value: boolean | undefined, current: number): number =>
  value === undefined ? current : value ? 1 : 0;

/**
 * One entry as the menu page reads it.
 *
 * @example
 * toMenuNode(row) // { id, parentId: null, name: '系统管理', menuType: 0, route: true, isLeaf: false, ... }
 */
export function toMenuNode(row: PermissionRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parent_id || null,
    name: row.name,
    url: row.url,
    component: row.component,
    componentName: row.component_name,
    redirect: row.redirect,
    menuType: row.menu_type === 0 ? 0 : row.menu_type === BUTTON ? 2 : 1,
    perms: row.perms,
    permsType: row.perms_type === '2' ? '2' : '1',
    sortNo: row.sort_no,
    alwaysShow: row.always_show === 1,
    icon: row.icon,
    route: row.is_route === 1,
    isLeaf: row.is_leaf === 1,
    keepAlive: row.keep_alive === 1,
    hidden: row.hidden === 1,
    internalOrExternal: row.internal_or_external === 1,
    isTop: row.is_top === 1,
    status: row.status === '0' ? '0' : '1',
    description: row.description,
  };
}

/**
 * Nests rows (already in sort order) under their parents; a row whose parent is gone stays at the top,
 * so nothing disappears from the menu page.
 *
 * @example
 * nest(rows, toMenuNode) // [{ name: '首页', children: [...] }, ...]
 */
export function nest<T extends { children?: T[] }>(
  rows: PermissionRow[],
  toNode: (row: PermissionRow) => T,
): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const kids = new Map<string, PermissionRow[]>();
  const roots: PermissionRow[] = [];
  for (const row of rows) {
    if (row.parent_id && ids.has(row.parent_id))
      kids.set(row.parent_id, [...(kids.get(row.parent_id) ?? []), row]);
    else roots.push(row);
  }
  const build = (row: PermissionRow): T => {
    const children = (kids.get(row.id) ?? []).map(build);
    return children.length ? { ...toNode(row), children } : toNode(row);
  };
  return roots.map(build);
}

/** The whole tree for the menu page. @example await menuTree(db) // [{ name: '首页', children }, ...] */
export async function menuTree(db: Db): Promise<MenuNode[]> {
  return nest(await repo.allMenus(db), toMenuNode);
}

/** The dictionary-coded fields of an entry: JeecgBoot's client shows their `_dictText`. */
const MENU_DICT_FIELDS = { menuType: 'menu_type', status: 'valid_status' } as const;

/**
 * Entries as the lists answer them: each with menuType_dictText and status_dictText, by id.
 *
 * @example
 * (await listedNodes(db, rows)).get(id) // { ..., menuType: 1, menuType_dictText: '子菜单', status_dictText: '有效' }
 */
async function listedNodes(
  db: Db,
  rows: readonly PermissionRow[],
  remember: Remember = computeEachTime,
): Promise<Map<string, MenuNode>> {
  const nodes = await withDictText(db, rows.map(toMenuNode), MENU_DICT_FIELDS, remember);
  return new Map(nodes.map((node) => [node.id, node]));
}

/**
 * Entries as a flat list with their display fields, in the order given (getSystemMenuList, getSystemSubmenu).
 *
 * @example
 * await listedMenus(db, await repo.topMenus(db)) // [{ name: '系统管理', menuType_dictText: '一级菜单', ... }]
 */
export async function listedMenus(
  db: Db,
  rows: readonly PermissionRow[],
  remember: Remember = computeEachTime,
): Promise<MenuNode[]> {
  const nodes = await listedNodes(db, rows, remember);
  return rows.map((row) => nodes.get(row.id)!);
}

/**
 * The children of each of `parentIds`, by sortNo, keyed by parent (JeecgBoot's getSystemSubmenuBatch); a
 * parent without children, or unknown, is absent.
 *
 * @example
 * await submenusOf(db, [systemId, userPageId]) // { [systemId]: [...pages], [userPageId]: [...buttons] }
 */
export async function submenusOf(
  db: Db,
  parentIds: readonly string[],
  remember: Remember = computeEachTime,
): Promise<MenuSubmenuBatchResult> {
  const wanted = new Set(parentIds);
  const rows = (await repo.allMenus(db)).filter((row) => row.parent_id && wanted.has(row.parent_id));
  const nodes = await listedNodes(db, rows, remember);
  const result: MenuSubmenuBatchResult = {};
  for (const row of rows) (result[row.parent_id!] ??= []).push(nodes.get(row.id)!);
  return result;
}

/**
 * The rows whose name holds `keyword` (case-insensitive), with their ancestors, so each match shows
 * where it sits, and everything under them, so a matched page shows its buttons.
 *
 * @example
 * matching(rows, '用户') // 系统管理 › 用户管理 and its buttons
 */
export function matching(rows: readonly PermissionRow[], keyword: string): PermissionRow[] {
  const word = keyword.trim().toLowerCase();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = new Set<string>();
  const hits = rows.filter((row) => row.name.toLowerCase().includes(word));
  for (const hit of hits) {
    // Up: ancestors (a visited set ends a damaged tree's cycle).
    for (
      let row: PermissionRow | undefined = hit;
      row && !kept.has(row.id);
      row = byId.get(row.parent_id ?? '')
    )
      kept.add(row.id);
  }
  const below = new Set(hits.map((row) => row.id));
  for (let grown = true; grown;) {
    grown = false;
    for (const row of rows)
      if (row.parent_id && below.has(row.parent_id) && !below.has(row.id)) {
        below.add(row.id);
        grown = true;
      }
  }
  return rows.filter((row) => kept.has(row.id) || below.has(row.id));
}

/**
 * The menu page's tree, narrowed to names holding `keyword` when one is given (the 菜单名称 search).
 *
 * @example
 * await searchMenuTree(db, '用户') // [{ name: '系统管理', children: [{ name: '用户管理', children: [...] }] }]
 */
export async function searchMenuTree(
  db: Db,
  keyword: string | undefined,
  remember: Remember = computeEachTime,
): Promise<MenuNode[]> {
  const all = await repo.allMenus(db);
  const rows = keyword?.trim() ? matching(all, keyword) : all;
  const nodes = await listedNodes(db, rows, remember);
  return nest(rows, (row) => nodes.get(row.id)!);
}

/**
 * The tree to tick a role's menus and buttons in, JeecgBoot's TreeModel shape, and every id. Entries the
 * caller does not hold carry `disableCheckbox`: it may neither give nor take them (bounded delegation).
 *
 * @example
 * await menuTreeForRoles(db, caller) // { treeList: [{ key, title, children }], ids: ['...', ...] }
 */
export async function menuTreeForRoles(db: Db, caller: SessionUser): Promise<MenuTreeResult> {
  const [rows, withRules, mine] = await Promise.all([
    repo.allMenus(db),
    repo.entriesWithRules(db),
    holdingOf(db, caller),
  ]);
  const toNode = (row: PermissionRow): MenuTreeNode => ({
    key: row.id,
    title: row.name,
    // JeecgBoot's UserRoleModal.vue draws titles through its hasDatarule slot (with the ruleFlag mark).
    slotTitle: row.name,
    scopedSlots: { title: 'hasDatarule' },
    value: row.id,
    parentId: row.parent_id || null,
    menuType: row.menu_type === 0 ? 0 : row.menu_type === BUTTON ? 2 : 1,
    icon: row.icon,
    isLeaf: row.is_leaf === 1,
    ruleFlag: withRules.has(row.id),
    ...(mine.has(row.id) ? {} : { disableCheckbox: true }),
  });
  return { treeList: nest(rows, toNode), ids: rows.map((row) => row.id) };
}

/**
 * One level of the tree to tick a role's menus and buttons in (JeecgBoot's queryListAsync): the direct
 * children of `pid`, or the top entries when it is empty, as menuTreeForRoles draws them but without their
 * children (isLeaf says whether there are any). An unknown pid has no children: [].
 *
 * @example
 * await menuLevelForRoles(db, caller, '')        // the top entries: [{ key, title, isLeaf: false, ... }]
 * await menuLevelForRoles(db, caller, systemId)  // 用户管理, 角色管理, ...
 */
export async function menuLevelForRoles(
  db: Db,
  caller: SessionUser,
  pid: string | undefined,
): Promise<MenuTreeNode[]> {
  const parent = pid?.trim() || null;
  const flat = (nodes: MenuTreeNode[]): MenuTreeNode[] =>
    nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
  const { treeList } = await menuTreeForRoles(db, caller);
  return flat(treeList)
    .filter((node) => node.parentId === parent)
    .map((node) => {
      const { children: _children, ...level } = node;
      return level;
    });
}

/** The entry of `id`, or 404. @example const row = await requireMenu(db, id) */
export async function requireMenu(db: Db, id: string): Promise<PermissionRow> {
  const row = await repo.findMenu(db, id);
  if (!row) throw new APP_ERR_MENU_NOT_FOUND(id);
  return row;
}

/** The request applied over `current` (all defaults for add). */
function merge(body: Omit<MenuEditRequest, 'id'>, current: repo.MenuColumns): repo.MenuColumns {
  const menuType = body.menuType ?? current.menu_type;
  return {
    // A top menu has no parent: the form hides 上级菜单 for it and so sends none (one sent is refused).
    parent_id:
      menuType === 0 && body.parentId === undefined ? null : text(body.parentId, current.parent_id ?? null),
    name: body.name?.trim() ?? current.name,
    url: text(body.url, current.url ?? null),
    component: text(body.component, current.component ?? null),
    component_name: text(body.componentName, current.component_name ?? null),
    redirect: text(body.redirect, current.redirect ?? null),
    menu_type: menuType,
    perms: text(body.perms, current.perms ?? null),
    perms_type: body.permsType ?? current.perms_type,
    status: body.status ?? current.status,
    sort_no: body.sortNo ?? current.sort_no,
    always_show: flag(body.alwaysShow, Number(current.always_show)),
    icon: text(body.icon, current.icon ?? null),
    // A button is never a route, whatever the form's switch says.
    is_route: menuType === BUTTON ? 0 : flag(body.route, Number(current.is_route)),
    is_leaf: current.is_leaf,
    keep_alive: flag(body.keepAlive, Number(current.keep_alive)),
    hidden: flag(body.hidden, Number(current.hidden)),
    internal_or_external: flag(body.internalOrExternal, Number(current.internal_or_external)),
    is_top: flag(body.isTop, Number(current.is_top)),
    description: text(body.description, current.description ?? null),
  };
}

/** What 添加 starts from: a sub-menu, with the columns' defaults. */
const DEFAULTS: repo.MenuColumns = { ...MENU_DEFAULTS, name: '', menu_type: 1 };

/**
 * True when `candidate` is `id` or hangs somewhere under it: the candidate's ancestors in one recursive
 * query (UNION, so a damaged tree with a cycle still ends).
 */
async function isSelfOrBelow(db: Db, id: string, candidate: string): Promise<boolean> {
  const found = await db
    .withRecursive('up(id, parent_id)', (qb) =>
      qb
        .selectFrom('sys_permission')
        .select(['id', 'parent_id'])
        .where('id', '=', candidate)
        .union((q) =>
          q
            .selectFrom('sys_permission as p')
            .innerJoin('up', 'up.parent_id', 'p.id')
            .select(['p.id', 'p.parent_id']),
        ),
    )
    .selectFrom('up')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** Throws the first rule `columns` breaks; `id` is the entry being edited. */
async function check(db: Db, columns: repo.MenuColumns, id?: string): Promise<void> {
  const { menu_type: type, parent_id: parentId } = columns;
  if (type === 0 && parentId) throw new APP_ERR_MENU_INVALID('一级菜单不能有上级菜单');
  if (type !== 0 && !parentId) throw new APP_ERR_MENU_INVALID('子菜单和按钮须选择上级菜单');
  if (parentId) {
    const parent = await repo.findMenu(db, parentId);
    if (!parent) throw new APP_ERR_REFERENCE_NOT_FOUND('上级菜单', parentId);
    if (parent.menu_type === BUTTON) throw new APP_ERR_MENU_INVALID('按钮下不能再挂菜单或按钮');
    if (id && (await isSelfOrBelow(db, id, parentId)))
      throw new APP_ERR_MENU_INVALID('上级菜单不能是它自己或它下面的菜单');
  }
  if (type === BUTTON) {
    if (!columns.perms) throw new APP_ERR_MENU_INVALID('按钮须填写权限编码，如 user:add');
    if (id && (await repo.childrenOf(db, id)).length)
      throw new APP_ERR_MENU_INVALID('有下级的菜单不能改为按钮');
  } else if (columns.is_route === 1 && !ROUTE_PATH.test(columns.url ?? '')) {
    throw new APP_ERR_MENU_INVALID('菜单路径须以 / 开头，如 /system/user；外部链接请关闭“路由”');
  } else if (!columns.url) {
    throw new APP_ERR_MENU_INVALID('链接菜单须填写地址');
  } else if (!LINK.test(columns.url)) {
    throw new APP_ERR_MENU_INVALID('链接地址须以 http://、https://、ftp://、/ 或 {{ 开头');
  }
  if (columns.component_name) {
    const other = await repo.findByComponentName(db, columns.component_name);
    if (other && other.id !== id) throw new APP_ERR_MENU_NAME_TAKEN(columns.component_name);
  }
}

/**
 * 400 when the code being written (a new entry's, or a changed one) is already another entry's: granting
 * either would grant both. A code kept unchanged is not re-checked, so entries that share one from older
 * data (the designer page and its edit route) stay editable.
 */
async function checkCodeFree(db: Db, perms: string | null | undefined, id?: string): Promise<void> {
  if (!perms) return;
  const other = await repo.findByPerms(db, perms, id);
  if (other) throw new APP_ERR_MENU_INVALID(`授权标识 ${perms} 已被「${other.name}」使用，请换一个`);
}

/**
 * Adds an entry; its parent stops being a leaf.
 *
 * @example
 * await addMenu(db, user, { menuType: 2, name: '导出', parentId: userPageId, perms: 'user:export' }, now)
 */
export async function addMenu(db: Db, user: SessionUser, body: MenuAddRequest, now: Date): Promise<MenuNode> {
  const columns = merge(body, DEFAULTS);
  await check(db, columns);
  await checkCodeFree(db, columns.perms);
  const id = await db.transaction().execute(async (tx) => {
    const newId = await repo.insertMenu(tx, columns, user.username, now.toISOString());
    await repo.refreshLeaf(tx, columns.parent_id ?? null);
    return newId;
  });
  return toMenuNode(await requireMenu(db, id));
}

/**
 * Changes the fields sent; a move refreshes is_leaf of the old and the new parent.
 *
 * @example
 * await editMenu(db, user, { id, name: '用户列表', sortNo: 5 }, now)
 */
export async function editMenu(
  db: Db,
  user: SessionUser,
  body: MenuEditRequest,
  now: Date,
): Promise<MenuNode> {
  const current = await requireMenu(db, body.id);
  const columns = merge(body, current);
  // Changing a code takes it from everyone who held the entry and gives the new one: the caller must
  // hold both (docs/security.md "Delegation").
  if ((columns.perms ?? null) !== current.perms) {
    await assertMayWriteCode(db, user, current.perms);
    await assertMayWriteCode(db, user, columns.perms);
  }
  await check(db, columns, body.id);
  if ((columns.perms ?? null) !== current.perms) await checkCodeFree(db, columns.perms, body.id);
  await db.transaction().execute(async (tx) => {
    await repo.updateMenu(tx, body.id, columns, user.username, now.toISOString());
    await repo.refreshLeaf(tx, current.parent_id);
    if (columns.parent_id !== current.parent_id) await repo.refreshLeaf(tx, columns.parent_id ?? null);
  });
  return toMenuNode(await requireMenu(db, body.id));
}
