import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CliError } from './cli-error';

/**
 * Writes `text` to `file` (creating its folder) and says so on stderr, or prints it on stdout when no
 * file is named, so the output can be piped.
 *
 * @example
 * await emit(code, values.out);
 */
export async function emit(text: string, file: string | undefined): Promise<void> {
  if (!file) {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    throw new CliError(`无法写入 ${file}：${(error as Error).message}`);
  }
  process.stderr.write(`已写入 ${file}\n`);
}
