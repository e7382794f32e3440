import type { FormConfig, Widget } from '../../../schemas';
import type { Node } from './markup';

/** The component library the generated code uses: Element Plus or Ant Design Vue. */
export type Ui = 'element' | 'antd';

/** A Vue single-file component, or a standalone HTML page. */
export type Format = 'vue' | 'html';

/**
 * Where the HTML page loads Vue and the library from. A string is a template of each package's root
 * address with `{name}` (the npm name) and `{major}` (its pinned major), like the default
 * 'https://cdn.jsdelivr.net/npm/{name}@{major}'; an object names the root of some packages and leaves
 * the others at the default.
 */
export type CdnOption = string | Partial<Record<CdnPackage, string>>;

/** The npm packages the HTML page loads files of. */
export type CdnPackage = 'vue' | 'element-plus' | 'ant-design-vue' | 'dayjs';

/** A widget that holds a value or shows a label: every type but grid, whose name and model are optional. */
export type FieldWidget = Exclude<Widget, { type: 'grid' }>;

/** What generate() produces. */
export interface GenerateOptions {
  ui: Ui;
  format: Format;
  /** HTML only: the package addresses (see CdnOption). */
  cdn?: CdnOption;
  /** HTML only: the page title; 'tableName' of the design, else '表单'. */
  title?: string;
}

/**
 * The value type of a field as JSON Schema, in the small subset the generator needs: it feeds both the
 * `FormModel` interface of the component and `dougong types` (json-schema-to-typescript), so the two
 * agree by construction.
 */
export type ModelSchema = {
  type?: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
  const?: string;
  items?: ModelSchema | ModelSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, ModelSchema>;
  required?: string[];
  additionalProperties?: boolean;
  anyOf?: ModelSchema[];
  description?: string;
};

/** A widget's entry in the form's model: its type, and the value the form starts with. */
export interface FieldModel {
  schema: ModelSchema;
  /** JSON-like; printed with jsValue. */
  initial: unknown;
}

/** What a widget emitter can ask of the generator while it writes its part of the form. */
export interface EmitContext {
  readonly ui: Ui;
  /** True for the SFC (`<script setup lang="ts">`): emitters add type annotations only then. */
  readonly ts: boolean;
  readonly config: FormConfig;
  /** The template expression of a widget's value: `model.realname`. */
  model(widget: FieldWidget): string;
  /**
   * A fresh script identifier for `base` (made an identifier, numbered when taken), exposed to the
   * template. `name(widget.model, 'Options')` → `approversOptions`.
   */
  name(base: string, suffix?: string): string;
  /** Adds top-level script code (declarations), in the order widgets ask. */
  script(code: string): void;
  /** Adds a helper once, however many widgets ask for it under the same key. */
  helper(key: string, code: string): void;
  /** Imports `names` from 'vue' (destructured from the global `Vue` in the HTML page). */
  vue(...names: string[]): void;
  /** A type-only import for the SFC; nothing in the HTML page. */
  typeImport(from: string, ...names: string[]): void;
  /** A default import for the SFC, a global of the same name in the HTML page (dayjs). */
  defaultImport(from: string, name: string): void;
  /** A statement run once the form is mounted (loading remote options). */
  onMounted(code: string): void;
  /** A statement of reset(), after the form's own resetFields(). */
  onReset(code: string): void;
  /**
   * CSS for the form, under `key` once: the SFC's `<style scoped>` (reach into a library component
   * with `:deep(…)`), the page's `<style>` (where `:deep(x)` is plain `x`).
   */
  style(key: string, css: string): void;
  /** `: T` in TypeScript, nothing in JavaScript. */
  annotate(type: string): string;
  /** `<T>` in TypeScript, nothing in JavaScript: for ref<T>(…) and reactive<T>(…). */
  generic(type: string): string;
  /**
   * The form item around a control: label, class, hidden, and — unless `field` is false (static text)
   * — the prop (Element Plus) or name (Ant Design Vue) that validation and reset go by.
   */
  formItem(widget: FieldWidget, control: Node | Node[], field?: boolean): Node;
  /** The markup of nested widgets (a grid's columns). */
  widgets(list: readonly Widget[]): Node[];
}

/**
 * One widget type's code generator, registered by exact `type` in src/designer/codegen/widgets.ts and
 * living in src/widgets/<type>/codegen.ts (STYLE.md rule 3).
 */
export interface WidgetCodegen<W extends Widget = Widget> {
  type: W['type'];
  /** The widget's value in the model; null for widgets that hold none (text, grid). */
  field(widget: W): FieldModel | null;
  /** When validation runs for this widget's rules: text boxes on blur, choosers on change. */
  trigger?: 'blur' | 'change';
  /** The widget's markup, usually `ctx.formItem(widget, control)`. */
  render(widget: W, ctx: EmitContext): Node[];
}
