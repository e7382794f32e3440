import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { modelSchema } from '../../src/designer/codegen/index';
import { parse } from './args';
import { loadFormDesign } from './load-design';
import { emit } from './output';
import { designSource } from './source';

export const TYPES_HELP = `dougong types — 打印表单数据的 TypeScript 接口 FormModel

用法：
  dougong types <design.json> [-o 文件]
  dougong types --server <地址> --id <设计 id> [-o 文件]

生成的组件在提交时交出的数据就是这个形状：每个字段一个键（栅格里的字段也在顶层），
类型按控件与选项而定（如多选为数组、范围为 [开始, 结束]、未填的日期为 null）。

选项：
  -o, --out <文件>     写入文件；不给则打印到标准输出
  --server, --id       同 dougong codegen
  -h, --help           显示本帮助
`;

/**
 * The TypeScript interface of a design's model, through json-schema-to-typescript.
 *
 * @example
 * await modelTypes(design) // '… export interface FormModel { … realname: string; … }'
 */
export async function modelTypes(design: Parameters<typeof modelSchema>[0]): Promise<string> {
  return compile(modelSchema(design) as JSONSchema, 'FormModel', {
    bannerComment: '/* 由 dougong types 根据表单设计生成：表单提交时交出的数据。 */',
    additionalProperties: false,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
}

/**
 * `dougong types`: the model's TypeScript interface; returns the exit code.
 *
 * @example
 * await typesCommand(['form.json']) // prints `export interface FormModel { … }`, 0
 */
export async function typesCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    { out: { type: 'string', short: 'o' }, server: { type: 'string' }, id: { type: 'string' } },
    'types',
  );
  if (values.help) {
    process.stdout.write(TYPES_HELP);
    return 0;
  }
  const design = await loadFormDesign(designSource(positionals, values, 'types'));
  await emit(await modelTypes(design), values.out);
  return 0;
}
