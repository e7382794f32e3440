import type { DesignForm, DesignWidget } from '../runtime';

/**
 * Pure operations on a design JSON (SPEC.md §3, §4). Every function returns a new design and shares
 * the untouched widgets with the old one, so the canvas redraws only what changed and the history can
 * keep each version as it was.
 */

/**
 * A widget list: the design's top level (`root`) or one list inside a container,
 * `<container key>:<index>` — a grid's column, a tab pane, a card's body (index 0).
 */
export type ListId = string;
export const ROOT: ListId = 'root';

export const columnListId = (containerKey: string, index: number): ListId => `${containerKey}:${index}`;

type List = ReadonlyArray<DesignWidget>;

/** A tabs widget's pane and a card's body as the design JSON holds them (page widgets). */
interface Pane {
  list?: List;
}
type Container = DesignWidget & { tabs?: ReadonlyArray<Pane>; list?: List };

/**
 * The widget lists inside a widget, in drawing order: a grid's columns, a tabs widget's panes, a card's
 * body; none for any other widget (a crud's columns are table columns, not lists).
 *
 * @example
 * childLists({ type: 'card', key: 'card_1', model: '', list: [input] }) // [[input]]
 */
export function childLists(widget: DesignWidget): List[] {
  const container = widget as Container;
  if (widget.type === 'grid') return (widget.columns ?? []).map((column) => column.list ?? []);
  if (widget.type === 'tabs') return (container.tabs ?? []).map((pane) => pane.list ?? []);
  if (widget.type === 'card') return [container.list ?? []];
  return [];
}

/** Whether a widget holds lists of widgets the canvas lets the admin arrange. */
export const isContainer = (widget: DesignWidget) => childLists(widget).length > 0;

/** A container with its lists replaced, in the order childLists gave them. */
function withChildLists(widget: DesignWidget, lists: List[]): DesignWidget {
  const container: Container = widget;
  if (widget.type === 'grid')
    return {
      ...widget,
      columns: (widget.columns ?? []).map((column, i) => ({ ...column, list: lists[i]! })),
    };
  if (widget.type === 'tabs') {
    const tabs = (container.tabs ?? []).map((pane, i) => ({ ...pane, list: lists[i]! }));
    return { ...container, tabs } as Container;
  }
  if (widget.type === 'card') return { ...container, list: lists[0]! } as Container;
  return widget;
}

/** Rewrites every list of the design (top level and inside containers, depth first) with `fn`. */
function mapLists(design: DesignForm, fn: (list: List, id: ListId) => List): DesignForm {
  const walkContainer = (widget: DesignWidget): DesignWidget => {
    const before = childLists(widget);
    const after = before.map((list, i) => walk(list, columnListId(widget.key, i)));
    // An untouched container keeps its identity, so the canvas does not redraw it.
    return after.every((list, i) => list === before[i]) ? widget : withChildLists(widget, after);
  };
  const walk = (list: List, id: ListId): List => {
    const mapped = list.map((widget) => (isContainer(widget) ? walkContainer(widget) : widget));
    return fn(mapped.every((widget, i) => widget === list[i]) ? list : mapped, id);
  };
  return { ...design, list: walk(design.list, ROOT) };
}

/** Every widget of the design, nested containers included, in drawing order. */
export function allWidgets(list: List): DesignWidget[] {
  return list.flatMap((widget) => [widget, ...childLists(widget).flatMap((inner) => allWidgets(inner))]);
}

/** Where a widget sits: its list and index, or null. */
export function locate(design: DesignForm, key: string): { list: ListId; index: number } | null {
  const search = (list: List, id: ListId): { list: ListId; index: number } | null => {
    for (const [index, widget] of list.entries()) {
      if (widget.key === key) return { list: id, index };
      for (const [i, inner] of childLists(widget).entries()) {
        const found = search(inner, columnListId(widget.key, i));
        if (found) return found;
      }
    }
    return null;
  };
  return search(design.list, ROOT);
}

/** The widgets of a list, or undefined when the design has no such list. */
export function listAt(design: DesignForm, id: ListId): List | undefined {
  if (id === ROOT) return design.list;
  const split = id.lastIndexOf(':');
  const container = findWidget(design, id.slice(0, split));
  return container ? childLists(container)[Number(id.slice(split + 1))] : undefined;
}

export function findWidget(design: DesignForm, key: string | null): DesignWidget | undefined {
  return key === null ? undefined : allWidgets(design.list).find((w) => w.key === key);
}

/** The next readable key for a type: one more than the highest `<type>_N` key or model in the design. */
export function nextKey(design: DesignForm, type: string, taken: string[] = []): string {
  const pattern = new RegExp(`^${type.replace(/[^\w-]/g, '')}_(\\d+)$`);
  let highest = 0;
  const names = [...allWidgets(design.list).flatMap((w) => [w.key, w.model]), ...taken];
  for (const name of names) highest = Math.max(highest, Number(pattern.exec(name)?.[1] ?? 0));
  return `${type}_${highest + 1}`;
}

/** Gives a widget and everything inside it new keys and models, as a new or cloned widget needs. */
function rekey(design: DesignForm, widget: DesignWidget, taken: string[]): DesignWidget {
  const key = nextKey(design, widget.type, taken);
  taken.push(key);
  // A model is an identifier: a hyphenated type (icon-select) gives icon_select_1.
  const copy = { ...structuredClone(widget), key, model: key.replace(/-/g, '_') };
  return isContainer(widget)
    ? withChildLists(
        copy,
        childLists(widget).map((list) => list.map((inner) => rekey(design, inner, taken))),
      )
    : copy;
}

function insertAt(list: List, index: number, widget: DesignWidget): List {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), widget, ...list.slice(at)];
}

/** Adds a copy of a scaffold at `index` of a list; returns the design and the new widget's key. */
export function addWidget(
  design: DesignForm,
  scaffold: Omit<DesignWidget, 'key' | 'model'>,
  list: ListId,
  index: number,
): { design: DesignForm; key: string } {
  const widget = rekey(design, { ...scaffold, key: '', model: '' }, []);
  return {
    design: mapLists(design, (l, id) => (id === list ? insertAt(l, index, widget) : l)),
    key: widget.key,
  };
}

/** Removes a widget; the selection moves to the next widget of its list, else the previous (SPEC.md §4). */
export function removeWidget(
  design: DesignForm,
  key: string,
): { design: DesignForm; selected: string | null } {
  const at = locate(design, key);
  if (!at) return { design, selected: null };
  let selected: string | null = null;
  const next = mapLists(design, (list, id) => {
    if (id !== at.list) return list;
    selected = (list[at.index + 1] ?? list[at.index - 1])?.key ?? null;
    return list.filter((w) => w.key !== key);
  });
  return { design: next, selected };
}

/** Clones a widget: the copy goes before the original, with new keys and copied options (SPEC.md §4). */
export function cloneWidget(design: DesignForm, key: string): { design: DesignForm; key: string | null } {
  const at = locate(design, key);
  const original = findWidget(design, key);
  if (!at || !original) return { design, key: null };
  const copy = rekey(design, original, []);
  return {
    design: mapLists(design, (list, id) => (id === at.list ? insertAt(list, at.index, copy) : list)),
    key: copy.key,
  };
}

/**
 * Moves a widget to `index` of a list, the index counted in the list as it is before the move. A
 * container cannot go into its own lists; such a move leaves the design as it was.
 */
export function moveWidget(design: DesignForm, key: string, list: ListId, index: number): DesignForm {
  const at = locate(design, key);
  const widget = findWidget(design, key);
  if (!at || !widget) return design;
  const inside = allWidgets([widget]).some((w) => list.startsWith(`${w.key}:`));
  if (inside) return design;
  const target = at.list === list && at.index < index ? index - 1 : index;
  // A drop where the widget already is changes nothing, and must not cost an undo step.
  if (at.list === list && target === at.index) return design;
  const without = mapLists(design, (l, id) => (id === at.list ? l.filter((w) => w.key !== key) : l));
  return mapLists(without, (l, id) => (id === list ? insertAt(l, target, widget) : l));
}

/** Replaces the widget that has `key` (the key itself never changes). */
export function replaceWidget(design: DesignForm, key: string, widget: DesignWidget): DesignForm {
  return mapLists(design, (list) =>
    list.some((w) => w.key === key) ? list.map((w) => (w.key === key ? widget : w)) : list,
  );
}

/** A value at a dotted path ('options.placeholder'). */
export function getPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], source);
}

/** A copy of `target` with the value at a dotted path replaced, creating objects on the way. */
export function setPath<T extends object>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const record = target as Record<string, unknown>;
  const inner = rest.length
    ? setPath((record[head!] as object | undefined) ?? {}, rest.join('.'), value)
    : value;
  return { ...target, [head!]: inner } as T;
}
