import type { ISchema, JSXComponent } from '@formily/react';
import type { ReactNode } from 'react';
import type { FormConfig, FormDesign, PageConfig, PageDesign, PageWidget, Widget } from '../../schemas';

/*
 * The design types are generated from the design schemas (form-design.schema.json, page.schema.json and
 * each widget's schemas/widgets/<type>.schema.json, by `npm run gen:types`); the aliases below only name
 * unions of them, so a property is declared in one place: its schema.
 */

/** Any widget a design holds: a form widget (the generated Widget) or a page widget (PageWidget). */
export type AnyWidget = Widget | PageWidget;

/** A widget type: the discriminator of {@link AnyWidget}. */
export type WidgetType = AnyWidget['type'];

/** The widget of one type; for 'grid' both the form grid and the page grid (GridWidget | PageGridWidget). */
export type WidgetOf<T extends WidgetType> = Extract<AnyWidget, { type: T }>;

/** A design the renderer draws: a form design or a page (same `{ list, config }` shape). */
export type AnyDesign = FormDesign | PageDesign;

/** The config of a form design or a page. */
export type AnyConfig = FormConfig | PageConfig;

/**
 * A widget before the designer gives it a key and a model (a palette scaffold): for a union of widgets,
 * the union of each one's scaffold.
 */
export type Scaffold<W extends AnyWidget = AnyWidget> = W extends AnyWidget
  ? Omit<W, 'key' | 'model'>
  : never;

/**
 * A host function that fills options: it may call `resolve` (the original designer's convention) or
 * return the options (or a promise of them).
 */
export interface RemoteFunction {
  (resolve: (data: unknown) => void): unknown[] | Promise<unknown[]> | string | Promise<string> | void;
  /** The query its answer is kept under (a page's declared source: [api, params]), shared by every widget asking. */
  readonly queryKey?: readonly unknown[];
}

/** Host functions by name, as the design's remoteFunc / tokenFunc name them. */
export type RemoteFunctions = Readonly<Record<string, RemoteFunction>>;

/** What a blank widget's slot receives: the model's value and a setter. */
export interface BlankSlotProps {
  model: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** The host's renderers for blank widgets, keyed by model. */
export type BlankSlots = Readonly<Record<string, (props: BlankSlotProps) => ReactNode>>;

/** What compiling one widget may ask of the compiler. */
export interface CompileContext {
  /** Compiles a nested widget list (grid columns, tab panes, a card's body) into Formily properties. */
  compileList(list: ReadonlyArray<AnyWidget>): Record<string, ISchema>;
  /** The designer-generated validators of a form widget (required, dataType, pattern, rules). */
  validators(widget: Widget): ISchema['x-validator'];
  /** The decorator props every form field shares (label visibility, layout, customClass). */
  decorator(widget: Widget): Pick<ISchema, 'x-decorator' | 'x-decorator-props'>;
}

/**
 * One widget type, as its folder in src/widgets exports it (through {@link defineWidget}), typed over
 * that widget's generated type `W`. The runtime receives a list of these and never imports a widget
 * itself (ARCHITECTURE.md). `toSchema` is a method, so a definition of one widget type is also a
 * `WidgetDefinition` of any widget.
 *
 * @example
 * export const inputWidget = defineWidget<InputWidget>({
 *   type: 'input',
 *   components: { DgInput },
 *   toSchema: (widget, ctx) => ({ ...fieldSchema(widget, ctx, 'string'), 'x-component': 'DgInput' }),
 * });
 */
export interface WidgetDefinition<W extends AnyWidget = AnyWidget> {
  /** The design `type`, also the folder name. */
  readonly type: W['type'];
  /** The Formily components this widget brings, by the names its schema uses. */
  readonly components?: Readonly<Record<string, JSXComponent>>;
  /** Compiles one design widget of this type into its Formily schema node. */
  toSchema(widget: W, ctx: CompileContext): ISchema;
  /** The designer's description: palette entry, defaults, property panel (widgets/<type>/design.ts). */
  readonly design?: WidgetDesign<W>;
}

/** Where a widget sits in the designer's palette (SPEC.md §2). */
export type PaletteGroup = 'basic' | 'advanced' | 'layout' | 'page';

/**
 * How the designer offers and edits one widget type. The property panel is itself a design JSON drawn by
 * this runtime: its models are paths into the widget being edited ('name', 'options.placeholder').
 */
export interface WidgetDesign<W extends AnyWidget = AnyWidget> {
  group: PaletteGroup;
  /** The palette label, in Chinese. */
  label: string;
  /** An icon name from the shared icon map. */
  icon: string;
  /** A new widget of this type before the designer gives it a key and model. */
  scaffold: Scaffold<W>;
  /** The property panel (the designer's Widget tab): a form design, or a page when it declares remote sources. */
  panel: AnyDesign;
}
