import { generate, type Format, type Ui } from '../../src/designer/codegen/index';
import { oneOf, parse } from './args';
import { loadFormDesign } from './load-design';
import { emit } from './output';
import { designSource } from './source';

export const CODEGEN_HELP = `dougong codegen — 把表单设计生成 Vue 3 代码（Element Plus 或 Ant Design Vue）

用法：
  dougong codegen <design.json> [--ui element|antd] [--format vue|html] [-o 文件]
  dougong codegen --server <地址> --id <设计 id> [...]

选项：
  --ui element|antd    组件库；默认按设计的 config.ui（'Ant Design' 为 antd，否则 element）
  --format vue|html    vue：<script setup lang="ts"> 单文件组件（默认）；html：可直接打开的独立页面
  --cdn <模板>         仅 html：库文件地址，{name} 为包名、{major} 为主版本号，
                       默认 https://cdn.jsdelivr.net/npm/{name}@{major}
  -o, --out <文件>     写入文件（目录不存在会创建）；不给则打印到标准输出
  --server <地址>      从 Dougong 服务器取已保存的设计（如 http://localhost:3000），
                       令牌取自环境变量 DOUGONG_TOKEN
  --id <设计 id>       与 --server 一起用
  -h, --help           显示本帮助

例：
  dougong codegen form.json --ui antd --format html -o out/form.html
  DOUGONG_TOKEN=… dougong codegen --server http://localhost:3000 --id 1 -o Form.vue
`;

/**
 * `dougong codegen`: a design's Vue or HTML code; returns the exit code.
 *
 * @example
 * await codegenCommand(['form.json', '--ui', 'antd', '-o', 'Form.vue']) // 0
 */
export async function codegenCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      ui: { type: 'string' },
      format: { type: 'string' },
      cdn: { type: 'string' },
      out: { type: 'string', short: 'o' },
      server: { type: 'string' },
      id: { type: 'string' },
    },
    'codegen',
  );
  if (values.help) {
    process.stdout.write(CODEGEN_HELP);
    return 0;
  }
  const source = designSource(positionals, values, 'codegen');
  const uiOption =
    values.ui === undefined ? undefined : oneOf('--ui', values.ui, ['element', 'antd'] as Ui[], 'codegen');
  const format = oneOf('--format', values.format ?? 'vue', ['vue', 'html'] as Format[], 'codegen');
  const design = await loadFormDesign(source);
  const ui = uiOption ?? (design.config?.ui === 'Ant Design' ? 'antd' : 'element');
  await emit(generate(design, { ui, format, cdn: values.cdn }), values.out);
  return 0;
}
