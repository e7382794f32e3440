import { validate, type FormDesign } from '../../schemas/index';
import { CliError } from './cli-error';
import { fetchDesign } from './fetch-design';
import { readJson } from './read-json';

/** Where a design comes from: a file, or a saved design on a Dougong server. */
export type DesignSource = { file: string } | { server: string; id: string; token?: string };

/**
 * A form design from a file or the server, validated against FormDesign; anything else is a CliError
 * whose message names the file and the JSON path of each problem.
 *
 * @example
 * const design = await loadFormDesign({ file: 'form.json' });
 * const saved = await loadFormDesign({ server: 'http://localhost:3000', id: '42', token: process.env.DOUGONG_TOKEN });
 */
export async function loadFormDesign(source: DesignSource): Promise<FormDesign> {
  const where = 'file' in source ? source.file : `${source.server} 上的设计 ${source.id}`;
  const json =
    'file' in source
      ? await readJson(source.file)
      : await fetchDesign(source.server, source.id, source.token);
  const check = validate('FormDesign', json);
  if (!check.ok) {
    const page = validate('PageDesign', json).ok;
    if (page) throw new CliError(`${where}: 这是页面设计（含 crud 等页面控件），代码生成只支持表单设计`);
    throw new CliError(
      `${where}: 不是有效的表单设计\n${check.errors.map((e) => `${where}: ${e.path}: ${e.message}`).join('\n')}`,
    );
  }
  return json as FormDesign;
}
