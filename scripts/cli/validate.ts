import { basename } from 'node:path';
import pageSchema from '../../schemas/page.schema.json';
import { validate, validateLenient, type SchemaError } from '../../schemas/index';
import { parse } from './args';
import { CliError, EXIT } from './cli-error';
import { readJson } from './read-json';

export const VALIDATE_HELP = `dougong validate — 用 JSON Schema 检查表单设计与页面设计

用法：
  dougong validate [--strict] <文件...>

每个问题打印一行“文件: JSON 路径: 说明”，有任何错误时退出码为 1。
页面设计（src/pages-json 下的文件、*.page.json，或含 crud、tree、tabs 等页面控件的文件）
按 PageDesign 检查，其余按 FormDesign 检查；表单设计还检查控件 key 不重复。
表单设计里 form-making 分支自己加的东西（不认识的控件类型、属性，顶层的 title，缺少 config）
只是提醒：打印为“文件: JSON 路径: 提醒：说明”，导入照常，退出码仍为 0。

选项：
  --strict     提醒也算错误（退出码 1）：检查本产品自己的设计时用
  -h, --help   显示本帮助
`;

/** The page widgets' types, as the page schema's PageItem tells them, so a new page widget needs no change here. */
const PAGE_TYPES = new Set(
  pageSchema.definitions.PageItem.if.properties.type.enum.filter((t) => t !== 'grid'),
);

function hasPageWidget(root: unknown): boolean {
  // A loop over a stack, not recursion: a file nested 100,000 arrays deep must get validate()'s Chinese
  // depth message, not a stack overflow.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const { type } = node as { type?: unknown };
    if (typeof type === 'string' && PAGE_TYPES.has(type)) return true;
    stack.push(...Object.values(node));
  }
  return false;
}

/** A page by where it lives or what it holds (ARCHITECTURE.md: a page is a design with page widgets). */
function isPage(file: string, json: unknown): boolean {
  return (
    /(^|[\\/])pages-json[\\/]/.test(file) || basename(file).endsWith('.page.json') || hasPageWidget(json)
  );
}

/** Widget keys used twice in a form design (unique per design, which JSON Schema cannot say). */
function duplicateKeys(json: unknown): SchemaError[] {
  const seen = new Map<string, string>();
  const errors: SchemaError[] = [];
  const walk = (list: unknown, path: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((widget: { key?: unknown; columns?: Array<{ list?: unknown }> }, i) => {
      const at = `${path}[${i}]`;
      if (typeof widget?.key === 'string') {
        const first = seen.get(widget.key);
        if (first) errors.push({ path: `${at}.key`, message: `key '${widget.key}' 与 ${first}.key 重复` });
        else seen.set(widget.key, at);
      }
      widget?.columns?.forEach((column, c) => walk(column?.list, `${at}.columns[${c}].list`));
    });
  };
  walk((json as { list?: unknown })?.list, '$.list');
  return errors;
}

/** What one file holds: its errors and warnings as printed lines; both [] for a clean design or page. */
interface FileProblems {
  kind: string;
  errors: string[];
  warnings: string[];
}

/** The problems of one file. A form design is read leniently (schemas/lenient.ts), a page strictly. */
async function problems(file: string): Promise<FileProblems> {
  let json: unknown;
  try {
    json = await readJson(file);
  } catch (error) {
    return { kind: '文件', errors: [(error as Error).message], warnings: [] };
  }
  const page = isPage(file, json);
  const result = page ? { ...validate('PageDesign', json), warnings: [] } : validateLenient(json);
  const errors = [...result.errors, ...(page || !result.ok ? [] : duplicateKeys(json))];
  return {
    kind: page ? '页面设计' : '表单设计',
    errors: errors.map((e) => `${file}: ${e.path}: ${e.message}`),
    warnings: result.warnings.map((w) => `${file}: ${w.path}: 提醒：${w.message}`),
  };
}

/**
 * `dougong validate`: checks every file, one line per problem; exit 1 when there is an error, or with
 * `--strict` a warning.
 *
 * @example
 * await validateCommand(['a.json', 'b.page.json']) // 'a.json: $.list[0].model: 应当有必需属性 model', 1
 * await validateCommand(['fork.json'])             // 'fork.json: $.title: 提醒：未知的属性 title：…', 0
 * await validateCommand(['--strict', 'fork.json']) // the same lines, 1
 */
export async function validateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, { strict: { type: 'boolean' } }, 'validate');
  if (values.help) {
    process.stdout.write(VALIDATE_HELP);
    return 0;
  }
  if (positionals.length === 0)
    throw new CliError('需要至少一个文件。用 dougong validate --help 查看用法。', EXIT.usage);
  let failed = 0;
  for (const file of positionals) {
    const { kind, errors, warnings } = await problems(file);
    if (errors.length === 0 && warnings.length === 0) process.stdout.write(`${file}: 有效的${kind}\n`);
    else {
      if (errors.length > 0 || values.strict) failed += 1;
      process.stdout.write([...errors, ...warnings].map((line) => `${line}\n`).join(''));
      if (errors.length === 0 && !values.strict)
        process.stdout.write(`${file}: 可以导入的${kind}（有 ${warnings.length} 条提醒）\n`);
    }
  }
  if (failed > 0) process.stderr.write(`${failed} 个文件有问题（共 ${positionals.length} 个）\n`);
  return failed > 0 ? EXIT.input : EXIT.ok;
}
