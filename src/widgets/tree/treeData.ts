import type { Key } from 'react';
import type { TreeFieldNames } from '../../../schemas/generated/page';

/** One node as the tree draws it, whatever field names the server used. */
export interface TreeNode {
  key: Key;
  title: string;
  children?: TreeNode[];
  /** Only set for async trees: a node without children may still have some to load. */
  isLeaf?: boolean;
  /** The server's word that this node cannot be ticked (a permission the caller does not hold). */
  disableCheckbox?: boolean;
}

type Raw = Record<string, unknown>;

function keyOf(value: unknown): Key | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The server's nodes in the tree's own shape, read through `fieldNames` (department nodes are
 * `{ id, key, title, departName, children }`, so `{ key: 'id', title: 'departName' }` picks those). Nodes
 * without a usable key are dropped: they could never be selected. In an async tree a node is a leaf only
 * when the server says so (`isLeaf` or `leaf`); otherwise expanding it asks for its children. A
 * `{ treeList }` answer (JeecgBoot's queryTreeList) is read as its list; `disableCheckbox` is kept.
 *
 * @example
 * normalise([{ id: 'A01', departName: '总部' }], { key: 'id', title: 'departName' }, false)
 * // [{ key: 'A01', title: '总部' }]
 */
export function normalise(raw: unknown, names: TreeFieldNames = {}, async = false): TreeNode[] {
  // JeecgBoot's role-authorisation tree answers { treeList, ids } rather than the bare array.
  const treeList = (raw as { treeList?: unknown } | null)?.treeList;
  if (!Array.isArray(raw)) return Array.isArray(treeList) ? normalise(treeList, names, async) : [];
  const keyField = names.key || 'key';
  const titleField = names.title || 'title';
  const childField = names.children || 'children';
  const nodes: TreeNode[] = [];
  for (const item of raw as Raw[]) {
    if (!item || typeof item !== 'object') continue;
    const key = keyOf(item[keyField]);
    if (key === undefined) continue;
    const node: TreeNode = { key, title: String(item[titleField] ?? key) };
    const children = item[childField];
    if (Array.isArray(children) && children.length > 0) node.children = normalise(children, names, async);
    if (async && !node.children) node.isLeaf = item.isLeaf === true || item.leaf === true;
    if (item.disableCheckbox === true) node.disableCheckbox = true;
    nodes.push(node);
  }
  return nodes;
}

/** Every key of a node that has children: what "expand all" expands. */
export function parentKeys(nodes: ReadonlyArray<TreeNode>): Key[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/**
 * The nodes whose title contains `term`, with their ancestors so each match keeps its place; an empty
 * term keeps everything. Matching ignores letter case.
 *
 * @example
 * filterTree([{ key: 1, title: '总部', children: [{ key: 2, title: '研发部' }] }], '研发')
 * // [{ key: 1, title: '总部', children: [{ key: 2, title: '研发部' }] }]
 */
export function filterTree(nodes: ReadonlyArray<TreeNode>, term: string): TreeNode[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...nodes];
  const kept: TreeNode[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children ?? [], needle);
    if (children.length > 0) kept.push({ ...node, children });
    else if (node.title.toLowerCase().includes(needle)) kept.push({ ...node, children: undefined });
  }
  return kept;
}

/** The tree with `children` loaded under the node `key` (an async expand). */
export function withChildren(nodes: ReadonlyArray<TreeNode>, key: Key, children: TreeNode[]): TreeNode[] {
  return nodes.map((node) => {
    if (node.key === key) return { ...node, children, isLeaf: children.length === 0 };
    return node.children ? { ...node, children: withChildren(node.children, key, children) } : node;
  });
}

/** A tree value as a key list: the single mode stores one key, the others a list. */
export function keysOf(value: unknown): Key[] {
  if (Array.isArray(value)) return value.filter((k): k is Key => keyOf(k) !== undefined);
  const key = keyOf(value);
  return key === undefined || key === '' ? [] : [key];
}

/**
 * The checked keys after the user checks or unchecks `key` (SPEC.md §4): a single-select tree keeps only
 * the newest checked node, a multi-select tree keeps all; nothing cascades to parents or children.
 *
 * @example
 * toggleKey(['A'], 'B', true, false) // ['B']
 * toggleKey(['A'], 'B', true, true)  // ['A', 'B']
 */
export function toggleKey(current: ReadonlyArray<Key>, key: Key, checked: boolean, multiple: boolean): Key[] {
  if (!checked) return current.filter((k) => k !== key);
  if (!multiple) return [key];
  return current.includes(key) ? [...current] : [...current, key];
}

/** Every key of the tree, depth first. */
export function allKeys(nodes: ReadonlyArray<TreeNode>): Key[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** The node at `key` and the chain of its ancestors, nearest last (empty when absent). */
function pathTo(nodes: ReadonlyArray<TreeNode>, key: Key): TreeNode[] {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = pathTo(node.children ?? [], key);
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * The checked keys of an authorisation tree after the user ticks or unticks `key` (issue 13, finding 1):
 * ticking takes the node's ancestors along (a page without its folder locks its holders out) and, with
 * 父子联动, its whole subtree; unticking takes its subtree away (a button without its page reaches nothing).
 * Nodes the server marked disableCheckbox keep their state whatever happens around them.
 *
 * @example
 * grantToggle(tree, [], 'user:add', true, false) // ['system', 'user', 'user:add']
 */
export function grantToggle(
  nodes: ReadonlyArray<TreeNode>,
  current: ReadonlyArray<Key>,
  key: Key,
  checked: boolean,
  linked: boolean,
): Key[] {
  const path = pathTo(nodes, key);
  const target = path.at(-1);
  if (!target) return [...current];
  const free = (n: TreeNode) => !n.disableCheckbox;
  const subtree = (n: TreeNode): TreeNode[] => [n, ...(n.children ?? []).flatMap(subtree)];
  const next = new Set(current);
  if (checked) {
    for (const n of path.filter(free)) next.add(n.key);
    if (linked) for (const n of subtree(target).filter(free)) next.add(n.key);
  } else {
    for (const n of subtree(target).filter(free)) next.delete(n.key);
  }
  return [...next];
}

/**
 * 全选 (`all` true) or 全不选 of an authorisation tree: every node that may be ticked, or none; nodes the
 * server marked disableCheckbox keep their state.
 *
 * @example
 * grantAll(tree, ['log'], false) // ['log'] when log is disabled, [] otherwise
 */
export function grantAll(nodes: ReadonlyArray<TreeNode>, current: ReadonlyArray<Key>, all: boolean): Key[] {
  const flat = (list: ReadonlyArray<TreeNode>): TreeNode[] =>
    list.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const nodesFlat = flat(nodes);
  const locked = new Set(nodesFlat.filter((n) => n.disableCheckbox).map((n) => n.key));
  const kept = current.filter((k) => locked.has(k));
  return all
    ? [...new Set([...kept, ...nodesFlat.filter((n) => !n.disableCheckbox).map((n) => n.key)])]
    : kept;
}
