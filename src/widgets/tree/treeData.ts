import type { Key } from 'react';
import type { TreeFieldNames } from '../../../schemas/generated/page';

/** One node as the tree draws it, whatever field names the server used. */
export interface TreeNode {
  key: Key;
  title: string;
  children?: TreeNode[];
  /** Only set for async trees: a node without children may still have some to load. */
  isLeaf?: boolean;
}

type Raw = Record<string, unknown>;

function keyOf(value: unknown): Key | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The server's nodes in the tree's own shape, read through `fieldNames` (department nodes are
 * `{ id, key, title, departName, children }`, so `{ key: 'id', title: 'departName' }` picks those). Nodes
 * without a usable key are dropped: they could never be selected. In an async tree a node is a leaf only
 * when the server says so (`isLeaf` or `leaf`); otherwise expanding it asks for its children.
 *
 * @example
 * normalise([{ id: 'A01', departName: '总部' }], { key: 'id', title: 'departName' }, false)
 * // [{ key: 'A01', title: '总部' }]
 */
export function normalise(raw: unknown, names: TreeFieldNames = {}, async = false): TreeNode[] {
  if (!Array.isArray(raw)) return [];
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
