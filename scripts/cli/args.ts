import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError, EXIT } from './cli-error';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs in strict mode, with its errors (unknown option, missing value) turned into a
 * CliError that says how to get help.
 *
 * @example
 * const { values, positionals } = parse(['a.json', '--ui', 'antd'], { ui: { type: 'string' } }, 'codegen');
 */
export function parse<O extends Options>(args: string[], options: O, command: string) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[^']*)'/.exec(message)?.[1];
    const code = (error as { code?: string }).code;
    const said =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `未知选项 ${option ?? ''}（unknown option）`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `选项 ${option ?? ''} 缺少值或值不对（${message}）`
          : message;
    throw new CliError(`${said}。用 dougong ${command} --help 查看用法。`, EXIT.usage);
  }
}

/**
 * A string option that must be one of `allowed`.
 *
 * @example
 * oneOf('--ui', 'antd', ['element', 'antd'], 'codegen') // 'antd'
 */
export function oneOf<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[],
  command: string,
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new CliError(
    `${name} 应当是 ${allowed.join(' 或 ')}，收到 '${value}'。用 dougong ${command} --help 查看用法。`,
    EXIT.usage,
  );
}
