/** One tab of the tabbed layout: a visited address (its full path, the key) and its title. */
export interface PageTab {
  key: string;
  title: string;
}

/** The refusals of SPEC.md §8 ("Tab close"), word for word. */
export const HOME_TAB_REFUSAL = '首页不能关闭!';
export const LAST_TAB_REFUSAL = '这是最后一页，不能再关闭了啦';

/** The tabs and the one shown after a change; `refused` is the message when nothing changed. */
export interface TabState {
  tabs: PageTab[];
  active: string;
  refused?: string;
}

/**
 * The tabs after visiting `tab`: the home tab first (when the home is not the page visited), then every
 * page in the order it was first opened; a page already open keeps its place and takes the new title.
 *
 * @example
 * openTab([], { key: '/system/user', title: '用户管理' }, { key: '/dashboard/analysis', title: '首页' })
 * // [{ key: '/dashboard/analysis', title: '首页' }, { key: '/system/user', title: '用户管理' }]
 */
export function openTab(tabs: readonly PageTab[], tab: PageTab, home: PageTab): PageTab[] {
  const next = tabs.some((open) => open.key === home.key) ? [...tabs] : [home, ...tabs];
  const index = next.findIndex((open) => open.key === tab.key);
  if (index < 0) return [...next, tab];
  if (next[index].title === tab.title || tab.key === home.key) return next;
  next[index] = tab;
  return next;
}

/**
 * Closes one tab. The last tab and the home tab stay (with SPEC.md §8's message, the last tab's first: a
 * lone home tab is the last page); closing the shown tab shows its right neighbour, else its left one.
 *
 * @example
 * closeTab(tabs, '/system/user', '/system/user', '/dashboard/analysis') // { tabs: [home], active: '/dashboard/analysis' }
 */
export function closeTab(tabs: readonly PageTab[], key: string, active: string, homeKey: string): TabState {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs: [...tabs], active };
  if (tabs.length === 1) return { tabs: [...tabs], active, refused: LAST_TAB_REFUSAL };
  if (key === homeKey) return { tabs: [...tabs], active, refused: HOME_TAB_REFUSAL };
  const rest = tabs.filter((tab) => tab.key !== key);
  if (key !== active) return { tabs: rest, active };
  return { tabs: rest, active: rest[Math.min(index, rest.length - 1)].key };
}

/** The tab shown after closing some: the one shown before if it stayed, else `fallback`. */
function keepActive(tabs: PageTab[], active: string, fallback: string): TabState {
  return { tabs, active: tabs.some((tab) => tab.key === active) ? active : fallback };
}

/**
 * Closes the tabs left of `key`, except the home tab.
 *
 * @example
 * closeLeft([home, a, b], 'b', 'a', home.key) // { tabs: [home, b], active: 'b' }
 */
export function closeLeft(tabs: readonly PageTab[], key: string, active: string, homeKey: string): TabState {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs: [...tabs], active };
  const kept = tabs.filter((tab, i) => i >= index || tab.key === homeKey);
  return keepActive(kept, active, key);
}

/**
 * Closes the tabs right of `key`.
 *
 * @example
 * closeRight([home, a, b], 'a', 'b', home.key) // { tabs: [home, a], active: 'a' }
 */
export function closeRight(tabs: readonly PageTab[], key: string, active: string, homeKey: string): TabState {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs: [...tabs], active };
  const kept = tabs.filter((tab, i) => i <= index || tab.key === homeKey);
  return keepActive(kept, active, key);
}

/**
 * Closes every tab but `key` and the home tab, and shows `key`.
 *
 * @example
 * closeOthers([home, a, b], 'a', home.key) // { tabs: [home, a], active: 'a' }
 */
export function closeOthers(tabs: readonly PageTab[], key: string, homeKey: string): TabState {
  if (!tabs.some((tab) => tab.key === key)) return { tabs: [...tabs], active: key };
  return { tabs: tabs.filter((tab) => tab.key === key || tab.key === homeKey), active: key };
}
