/**
 * The code generator: a form design (SPEC.md §3) as Vue 3 code a developer keeps — a single-file
 * component or a standalone HTML page, for Element Plus or Ant Design Vue — with the model, rules and
 * option lists spelled out. Pure TypeScript without React (STYLE.md rule 4): the designer's "generate
 * code" dialog and the `dougong` CLI both call it.
 */
import type { FormDesign, PageDesign } from '../../../schemas';
import { createContext } from './context';
import { formMarkup } from './form';
import { html } from './html';
import { collectFields, modelSchemaOf } from './model';
import { sfc } from './sfc';
import type { GenerateOptions, ModelSchema } from './types';
import { codegenOf, formDesignOf } from './widgets';

export type { CdnOption, CdnPackage, Format, GenerateOptions, ModelSchema, Ui } from './types';
export { DEFAULT_CDN, PINNED_MAJOR, packageRoot } from './cdn';
export { formDesignOf, UnsupportedWidgetError } from './widgets';

/**
 * The code of a form design: `format` 'vue' gives a `<script setup lang="ts">` component emitting
 * `submit` with the model; 'html' a page loading Vue and the library from `cdn` (public CDN by default)
 * that shows the model on submit. A page is generated when it holds only form widgets; a page widget
 * (crud, tree …) throws UnsupportedWidgetError.
 *
 * @example
 * const vue = generate(design, { ui: 'element', format: 'vue' });
 * const page = generate(design, { ui: 'antd', format: 'html', cdn: 'https://unpkg.com/{name}@{major}' });
 */
export function generate(page: FormDesign | PageDesign, options: GenerateOptions): string {
  const design = formDesignOf(page);
  const list = design.list;
  const fields = collectFields(list, codegenOf);
  const ctx = createContext(options.ui, options.format === 'vue', design.config ?? {}, codegenOf);
  const form = formMarkup(options.ui, design.config, ctx.widgets(list), options.format === 'html');
  return options.format === 'vue'
    ? sfc(ctx, fields, form, codegenOf)
    : html(ctx, fields, form, codegenOf, options);
}

/**
 * The JSON Schema of the model the generated form emits (every key required), for
 * json-schema-to-typescript in `dougong types`.
 *
 * @example
 * modelSchema(design) // { type: 'object', properties: { realname: { type: 'string', description: '姓名' } }, required: ['realname'], additionalProperties: false }
 */
export function modelSchema(design: FormDesign): ModelSchema {
  return modelSchemaOf(collectFields(design.list ?? [], codegenOf));
}
