import { CliError, EXIT } from './cli-error';
import type { DesignSource } from './load-design';

/**
 * The design a command works on: one file argument, or --server with --id (token from DOUGONG_TOKEN).
 *
 * @example
 * designSource(['form.json'], {}, 'codegen') // { file: 'form.json' }
 */
export function designSource(
  positionals: string[],
  values: { server?: string; id?: string },
  command: string,
): DesignSource {
  const help = `用 dougong ${command} --help 查看用法。`;
  if (values.server !== undefined || values.id !== undefined) {
    if (positionals.length > 0) throw new CliError(`给了文件就不要再给 --server/--id。${help}`, EXIT.usage);
    if (!values.server || !values.id) throw new CliError(`--server 与 --id 要一起给。${help}`, EXIT.usage);
    return { server: values.server, id: values.id, token: process.env.DOUGONG_TOKEN || undefined };
  }
  if (positionals.length !== 1) throw new CliError(`需要一个设计文件（design.json）。${help}`, EXIT.usage);
  return { file: positionals[0]! };
}
