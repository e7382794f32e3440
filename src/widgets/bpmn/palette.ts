/**
 * The modeler's tools limited to what Dougong runs (docs/process.md): start and end events, user tasks,
 * exclusive and parallel gateways and sequence flows. Three bpmn-js providers registered after the
 * built-in ones, each returning an updater that filters what those offer: the palette, an element's
 * context pad (appending a user task, not bpmn-js's plain task) and the replace menu.
 */

/** A palette, context pad or popup menu entry, as diagram-js keeps them by id. */
type Entries = Record<string, unknown>;

/** The palette entries kept: the tools, and creating the elements Dougong runs. */
export const PALETTE_KEPT = [
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
  'create.start-event',
  'create.user-task',
  'create.exclusive-gateway',
  'create.parallel-gateway',
  'create.end-event',
] as const;

/**
 * The context pad entries kept, in the order shown: our appends (a user task, not bpmn-js's plain task), its
 * exclusive gateway and end event, connecting, replacing and deleting.
 */
export const CONTEXT_PAD_KEPT = [
  'append.user-task',
  'append.gateway',
  'append.parallel-gateway',
  'append.end-event',
  'connect',
  'replace',
  'delete',
] as const;

/** The replace menu's choices kept: into a type Dougong runs, and a flow into the default flow or back. */
export const REPLACE_KEPT = [
  'replace-with-none-start',
  'replace-with-none-end',
  'replace-with-user-task',
  'replace-with-exclusive-gateway',
  'replace-with-parallel-gateway',
  'replace-with-sequence-flow',
  'replace-with-default-flow',
] as const;

/**
 * The entries of `entries` whose ids are in `kept`, in their order, plus `added`.
 *
 * @example
 * keepEntries({ 'create.task': {}, 'hand-tool': {} }, ['hand-tool']) // { 'hand-tool': {} }
 */
export function keepEntries(entries: Entries, kept: readonly string[], added: Entries = {}): Entries {
  const all = { ...entries, ...added };
  const result: Entries = {};
  // In the order of `kept` (the palette reads top to bottom as a process runs), then the rest added.
  for (const id of kept) if (id in all) result[id] = all[id];
  for (const id of Object.keys(added)) if (!(id in result)) result[id] = added[id];
  return result;
}

/* The services the providers use, as far as they do (bpmn-js injects them by name). */
interface Shape {
  type: string;
}
interface Services {
  palette: { registerProvider(priority: number, provider: object): void };
  contextPad: { registerProvider(priority: number, provider: object): void };
  popupMenu: { registerProvider(id: string, priority: number, provider: object): void };
  create: { start(event: Event, shape: Shape, context?: object): void };
  elementFactory: { createShape(attrs: { type: string }): Shape };
  autoPlace?: { append(source: Shape, shape: Shape): void };
  translate: (text: string) => string;
}

type CreateEntry = (type: string, className: string, title: string, group: string) => Entries[string];

function creator({ create, elementFactory, translate }: Services): CreateEntry {
  return (type, className, title, group) => {
    const start = (event: Event) => create.start(event, elementFactory.createShape({ type }));
    return { group, className, title: translate(title), action: { dragstart: start, click: start } };
  };
}

class PaletteFilter {
  static $inject = ['palette', 'create', 'elementFactory', 'translate'];
  private readonly entry: CreateEntry;
  constructor(
    palette: Services['palette'],
    create: Services['create'],
    elementFactory: Services['elementFactory'],
    translate: Services['translate'],
  ) {
    this.entry = creator({ create, elementFactory, translate } as Services);
    palette.registerProvider(500, this);
  }
  getPaletteEntries() {
    return (entries: Entries) =>
      keepEntries(entries, PALETTE_KEPT, {
        'create.user-task': this.entry(
          'bpmn:UserTask',
          'bpmn-icon-user-task',
          'Create user task',
          'activity',
        ),
        'create.parallel-gateway': this.entry(
          'bpmn:ParallelGateway',
          'bpmn-icon-gateway-parallel',
          'Create parallel gateway',
          'gateway',
        ),
      });
  }
}

class ContextPadFilter {
  static $inject = ['contextPad', 'create', 'elementFactory', 'translate', 'injector'];
  private readonly services: Services;
  constructor(
    contextPad: Services['contextPad'],
    create: Services['create'],
    elementFactory: Services['elementFactory'],
    translate: Services['translate'],
    injector: { get(name: string, strict: boolean): unknown },
  ) {
    const autoPlace = injector.get('autoPlace', false) as Services['autoPlace'];
    this.services = { contextPad, create, elementFactory, translate, autoPlace } as Services;
    contextPad.registerProvider(500, this);
  }
  private append(type: string, className: string, title: string) {
    const { create, elementFactory, autoPlace, translate } = this.services;
    const start = (event: Event, source: Shape) =>
      create.start(event, elementFactory.createShape({ type }), { source });
    const click = autoPlace
      ? (_event: Event, source: Shape) => autoPlace.append(source, elementFactory.createShape({ type }))
      : start;
    return { group: 'model', className, title: translate(title), action: { dragstart: start, click } };
  }
  getContextPadEntries(element: { type: string }) {
    return (entries: Entries) => {
      // bpmn-js offers appends to any flow node but the end event; so do we, with our types.
      const appends =
        'append.end-event' in entries
          ? {
              'append.user-task': this.append('bpmn:UserTask', 'bpmn-icon-user-task', 'Append user task'),
              'append.parallel-gateway': this.append(
                'bpmn:ParallelGateway',
                'bpmn-icon-gateway-parallel',
                'Append parallel gateway',
              ),
            }
          : {};
      return element.type === 'label' ? entries : keepEntries(entries, CONTEXT_PAD_KEPT, appends);
    };
  }
}

class ReplaceMenuFilter {
  static $inject = ['popupMenu'];
  constructor(popupMenu: Services['popupMenu']) {
    popupMenu.registerProvider('bpmn-replace', 500, this);
  }
  getPopupMenuEntries() {
    return (entries: Entries) => keepEntries(entries, REPLACE_KEPT);
  }
  // Loop, multi-instance, compensation and ad-hoc toggles: Dougong runs none of them.
  getPopupMenuHeaderEntries() {
    return () => ({});
  }
}

/**
 * The bpmn-js module of the three filters.
 *
 * @example
 * new Modeler({ additionalModules: [dougongPalette] })
 */
export const dougongPalette = {
  __init__: ['dougongPaletteFilter', 'dougongContextPadFilter', 'dougongReplaceMenuFilter'],
  dougongPaletteFilter: ['type', PaletteFilter],
  dougongContextPadFilter: ['type', ContextPadFilter],
  dougongReplaceMenuFilter: ['type', ReplaceMenuFilter],
};
