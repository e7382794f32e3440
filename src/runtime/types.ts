import type { ISchema, JSXComponent } from '@formily/react';
import type { ReactNode } from 'react';

/**
 * The fields of a design widget the runtime itself reads (SPEC.md §3). Each widget folder narrows this to
 * its own generated type from schemas/form-design.schema.json; the runtime never needs more.
 */
export interface DesignWidget {
  type: string;
  /** The label. */
  name?: string;
  key: string;
  model: string;
  options?: Readonly<Record<string, unknown>>;
  rules?: ReadonlyArray<DesignRule>;
  columns?: ReadonlyArray<DesignColumn>;
}

/** A designer-generated rule (SPEC.md §5). */
export interface DesignRule {
  required?: boolean;
  type?: string;
  pattern?: string;
  /** The value must equal this other field's (a password confirmation). */
  equalTo?: string;
  message?: string;
}

/** A grid column: its span out of 24 and the widgets inside it. */
export interface DesignColumn {
  span?: number;
  list: ReadonlyArray<DesignWidget>;
}

/** The form config of SPEC.md §3. */
export interface DesignConfig {
  tableName?: string;
  ui?: string;
  size?: string;
  labelPosition?: string;
  labelWidth?: number;
  layout?: string;
  customClass?: string;
}

/** A whole design: `{ list, config }`. */
export interface DesignForm {
  list: ReadonlyArray<DesignWidget>;
  config?: DesignConfig;
}

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
  /** Compiles a nested widget list (grid columns) into Formily properties. */
  compileList(list: ReadonlyArray<DesignWidget>): Record<string, ISchema>;
  /** The designer-generated validators of a widget (required, dataType, pattern, rules). */
  validators(widget: DesignWidget): ISchema['x-validator'];
  /** The decorator props every field shares (label visibility, layout). */
  decorator(widget: DesignWidget): Pick<ISchema, 'x-decorator' | 'x-decorator-props'>;
}

/**
 * One widget type, as its folder in src/widgets exports it. The runtime receives a list of these and
 * never imports a widget itself (ARCHITECTURE.md).
 *
 * @example
 * export const inputWidget: WidgetDefinition = {
 *   type: 'input',
 *   components: { DgInput: InputAdapter },
 *   toSchema: (widget, ctx) => ({ type: 'string', 'x-component': 'DgInput', ...ctx.decorator(widget) }),
 * };
 */
export interface WidgetDefinition {
  /** The design `type`, also the folder name. */
  readonly type: string;
  /** The Formily components this widget brings, by the names its schema uses. */
  readonly components?: Readonly<Record<string, JSXComponent>>;
  /** Compiles one design widget of this type into its Formily schema node. */
  toSchema(widget: DesignWidget, ctx: CompileContext): ISchema;
  /** The designer's description: palette entry, defaults, property panel (widgets/<type>/design.ts). */
  readonly design?: WidgetDesign;
}

/** Where a widget sits in the designer's palette (SPEC.md §2). */
export type PaletteGroup = 'basic' | 'advanced' | 'layout' | 'page';

/**
 * How the designer offers and edits one widget type. The property panel is itself a design JSON drawn by
 * this runtime: its models are paths into the widget being edited ('name', 'options.placeholder').
 */
export interface WidgetDesign {
  group: PaletteGroup;
  /** The palette label, in Chinese. */
  label: string;
  /** An icon name from the shared icon map. */
  icon: string;
  /** A new widget of this type before the designer gives it a key and model. */
  scaffold: Omit<DesignWidget, 'key' | 'model'>;
  /** The property panel (the designer's Widget tab). */
  panel: DesignForm;
}
