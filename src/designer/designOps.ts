import type { AnyDesign, AnyWidget, Scaffold } from '../runtime';

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

type List = AnyWidget[];

/**
 * The widget lists inside a widget, in drawing order: a grid's columns, a tabs widget's panes, a card's
 * body; none for any other widget (a crud's columns are table columns, not lists).
 *
 * @example
 * childLists({ type: 'card', key: 'card_1', model: '', list: [input] }) // [[input]]
 */
export function childLists(widget: AnyWidget): List[] {
  if (widget.type === 'grid') return (widget.columns ?? []).map((column) => column.list ?? []);
  if (widget.type === 'tabs') return (widget.tabs ?? []).map((pane) => pane.list ?? []);
  if (widget.type === 'card') return [widget.list ?? []];
  return [];
}

/** Whether a widget holds lists of widgets the canvas lets the admin arrange. */
export const isContainer = (widget: AnyWidget) => childLists(widget).length > 0;

/** A container with its lists replaced, in the order childLists gave them. */
export function withChildLists(widget: AnyWidget, lists: List[]): AnyWidget {
  if (widget.type === 'grid') {
    const columns = widget.columns.map((column, i) => ({ ...column, list: lists[i]! }));
    // A form's grid only ever gets form widgets (the palette offers page widgets on pages only), and a
    // page's grid page items: the lists stay what the grid's type holds, which AnyWidget[] cannot say.
    return { ...widget, columns } as AnyWidget;
  }
  if (widget.type === 'tabs')
    return { ...widget, tabs: mapNonEmpty(widget.tabs, (pane, i) => ({ ...pane, list: lists[i]! })) };
  if (widget.type === 'card') return { ...widget, list: lists[0]! };
  return widget;
}

/** `list.map(fn)` that keeps a non-empty list non-empty (the schema's minItems: 1 on tab panes). */
function mapNonEmpty<T, U>(list: [T, ...T[]], fn: (item: T, index: number) => U): [U, ...U[]] {
  const [first, ...rest] = list;
  return [fn(first, 0), ...rest.map((item, i) => fn(item, i + 1))];
}

/** Rewrites every list of the design (top level and inside containers, depth first) with `fn`. */
function mapLists(design: AnyDesign, fn: (list: List, id: ListId) => List): AnyDesign {
  const walkContainer = (widget: AnyWidget): AnyWidget => {
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
export function allWidgets(list: List): AnyWidget[] {
  return list.flatMap((widget) => [widget, ...childLists(widget).flatMap((inner) => allWidgets(inner))]);
}

/** Where a widget sits: its list and index, or null. */
export function locate(design: AnyDesign, key: string): { list: ListId; index: number } | null {
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
export function listAt(design: AnyDesign, id: ListId): List | undefined {
  if (id === ROOT) return design.list;
  const split = id.lastIndexOf(':');
  const container = findWidget(design, id.slice(0, split));
  return container ? childLists(container)[Number(id.slice(split + 1))] : undefined;
}

export function findWidget(design: AnyDesign, key: string | null): AnyWidget | undefined {
  return key === null ? undefined : allWidgets(design.list).find((w) => w.key === key);
}

/** The next readable key for a type: one more than the highest `<type>_N` key or model in the design. */
export function nextKey(design: AnyDesign, type: string, taken: string[] = []): string {
  const pattern = new RegExp(`^${type.replace(/[^\w-]/g, '')}_(\\d+)$`);
  let highest = 0;
  const names = [...allWidgets(design.list).flatMap((w) => (w.model ? [w.key, w.model] : [w.key])), ...taken];
  for (const name of names) highest = Math.max(highest, Number(pattern.exec(name)?.[1] ?? 0));
  return `${type}_${highest + 1}`;
}

/** Gives a widget and everything inside it new keys and models, as a new or cloned widget needs. */
function rekey(design: AnyDesign, widget: AnyWidget, taken: string[]): AnyWidget {
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

function insertAt(list: List, index: number, widget: AnyWidget): List {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), widget, ...list.slice(at)];
}

/** Adds a copy of a scaffold at `index` of a list; returns the design and the new widget's key. */
export function addWidget(
  design: AnyDesign,
  scaffold: Scaffold,
  list: ListId,
  index: number,
): { design: AnyDesign; key: string } {
  const widget = rekey(design, { ...scaffold, key: '', model: '' }, []);
  return {
    design: mapLists(design, (l, id) => (id === list ? insertAt(l, index, widget) : l)),
    key: widget.key,
  };
}

/** Removes a widget; the selection moves to the next widget of its list, else the previous (SPEC.md §4). */
export function removeWidget(design: AnyDesign, key: string): { design: AnyDesign; selected: string | null } {
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
export function cloneWidget(design: AnyDesign, key: string): { design: AnyDesign; key: string | null } {
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
export function moveWidget(design: AnyDesign, key: string, list: ListId, index: number): AnyDesign {
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
export function replaceWidget(design: AnyDesign, key: string, widget: AnyWidget): AnyDesign {
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
