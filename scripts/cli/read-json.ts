import { readFile } from 'node:fs/promises';
import { CliError } from './cli-error';

/**
 * A file's JSON: a missing file or unparsable text is a CliError naming the file, with the parser's
 * own message (SPEC.md §5: "must parse, else the parser message is shown").
 *
 * @example
 * const design = await readJson('examples/small-form.design.json');
 */
export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why =
      code === 'ENOENT'
        ? '找不到文件（no such file）'
        : code === 'EISDIR'
          ? '这是目录，不是文件'
          : String(error);
    throw new CliError(`${file}: ${why}`);
  }
  return parseJson(text, file);
}

/**
 * JSON text parsed, or a CliError with the parser's message.
 *
 * @example
 * parseJson(body.result.jsonStr, '设计 42 的 jsonStr')
 */
export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CliError(`${where}: JSON 解析失败：${(error as Error).message}`);
  }
}
