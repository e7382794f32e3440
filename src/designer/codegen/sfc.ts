/**
 * The Vue single-file component: `<script setup lang="ts">` with the model's interface, the typed submit
 * event, the form's state and handlers, then the template.
 */
import { printMarkup, type Element } from './markup';
import { modelInterface, type Field } from './model';
import { setupBlocks, validateCall } from './form';
import type { GeneratorContext } from './context';
import type { WidgetCodegen } from './types';

const LIBRARY = {
  element: 'Element Plus：需在应用里 app.use(ElementPlus)（或用 unplugin-vue-components 按需引入）',
  antd: 'Ant Design Vue：需在应用里 app.use(Antd)（或用 unplugin-vue-components 按需引入）',
} as const;

function importLines(ctx: GeneratorContext): string[] {
  const { vueImports, typeImports, defaultImports } = ctx.collected;
  const lines = [`import { ${[...vueImports].sort().join(', ')} } from 'vue';`];
  for (const [from, name] of defaultImports) lines.push(`import ${name} from '${from}';`);
  for (const [from, names] of typeImports)
    lines.push(`import type { ${[...names].sort().join(', ')} } from '${from}';`);
  return lines;
}

/**
 * The SFC text of a form whose widgets `ctx` has already rendered into `form`.
 *
 * @example
 * sfc(ctx, fields, formElement, codegenOf) // '<script setup lang="ts">\n// 由 Dougong …'
 */
export function sfc(
  ctx: GeneratorContext,
  fields: readonly Field[],
  form: Element,
  codegenOf: (type: string) => WidgetCodegen,
): string {
  const blocks = setupBlocks(ctx, fields, codegenOf);
  const submit =
    `/** 校验通过后把表单数据（一份拷贝）交给父组件。 */\nasync function submit() {\n` +
    `  const valid = ${validateCall(ctx.ui)};\n` +
    `  if (valid) emit('submit', structuredClone(toRaw(model)));\n}`;
  const script = [
    `// 由 Dougong 根据表单设计生成。${LIBRARY[ctx.ui]}。\n${importLines(ctx).join('\n')}`,
    modelInterface(fields),
    `const emit = defineEmits<{ submit: [model: FormModel] }>();`,
    ...blocks.slice(0, -1),
    submit,
    blocks[blocks.length - 1]!,
  ];
  const styles = [...ctx.collected.styles.values()];
  const style = styles.length > 0 ? `\n<style scoped>\n${styles.join('\n\n')}\n</style>\n` : '';
  return `<script setup lang="ts">\n${script.join('\n\n')}\n</script>\n\n<template>\n${printMarkup([form], '  ')}\n</template>\n${style}`;
}
