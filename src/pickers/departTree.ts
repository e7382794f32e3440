/**
 * The department trees the pickers draw, as plain data: what GET /sys/sysDepart/queryTreeList answers,
 * narrowed by a search, flattened to look a stored value up, and the tick rule of SPEC.md §4.
 */
import type { DepartTreeNode } from '../../schemas';

/** What a department picker stores of a department: its id (default) or its orgCode (A01A02). */
export type DepartStore = 'id' | 'orgCode';

/**
 * Every department of a tree, depth first.
 *
 * @example
 * flattenDeparts(tree).map((node) => node.departName) // ['总公司', '研发部', '测试部']
 */
export function flattenDeparts(tree: readonly DepartTreeNode[]): DepartTreeNode[] {
  return tree.flatMap((node) => [node, ...flattenDeparts(node.children ?? [])]);
}

/**
 * The tree keeping only departments whose name contains `keyword` (any case) and their ancestors; the
 * whole tree for an empty keyword.
 *
 * @example
 * filterDeparts(tree, '研发') // [{ departName: '总公司', children: [{ departName: '研发部', … }] }]
 */
export function filterDeparts(tree: readonly DepartTreeNode[], keyword: string): DepartTreeNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...tree];
  return tree.flatMap((node) => {
    const children = filterDeparts(node.children ?? [], word);
    if (node.departName.toLowerCase().includes(word)) return [node];
    return children.length ? [{ ...node, children }] : [];
  });
}

/**
 * The ticks after a click (SPEC.md §4 tree pickers): never cascading; a single picker keeps only the
 * newest ticked key, a multiple one keeps all.
 *
 * @example
 * nextTicks(['a'], ['a', 'b'], false) // ['b']
 * nextTicks(['a'], ['a', 'b'], true)  // ['a', 'b']
 */
export function nextTicks(
  before: readonly string[],
  checked: readonly string[],
  multiple: boolean,
): string[] {
  if (multiple) return [...checked];
  const added = checked.filter((key) => !before.includes(key));
  return added.length ? [added[added.length - 1]!] : checked.slice(-1);
}

/**
 * The stored form of chosen values: comma-joined, as JeecgBoot's pickers store them; '' for none.
 *
 * @example
 * joinValues(['admin', 'zhangsan']) // 'admin,zhangsan'
 */
export function joinValues(values: readonly string[]): string {
  return values.filter(Boolean).join(',');
}

/**
 * The values of a stored comma list, blanks and a trailing comma dropped.
 *
 * @example
 * splitValues('admin,zhangsan,') // ['admin', 'zhangsan']
 */
export function splitValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
