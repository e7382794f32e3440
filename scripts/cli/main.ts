/**
 * `dougong <command>`: dispatches to codegen, types and validate. Every failure a user can cause ends
 * as one clear line on stderr and a non-zero exit code, never a stack trace (DOUGONG_DEBUG=1 shows the
 * stack of an unexpected error).
 */
import { CliError, EXIT } from './cli-error';
import { codegenCommand } from './codegen';
import { typesCommand } from './types';
import { validateCommand } from './validate';

export const MAIN_HELP = `dougong — Dougong 的命令行工具：从表单设计 JSON 生成代码、类型，检查设计

用法：
  dougong codegen <design.json> [--ui element|antd] [--format vue|html] [-o 文件]
  dougong codegen --server <地址> --id <设计 id> [...]
  dougong types <design.json> [-o 文件]
  dougong validate <文件...>

  dougong <命令> --help   查看命令的用法
`;

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  codegen: codegenCommand,
  types: typesCommand,
  validate: validateCommand,
};

/**
 * Runs the CLI and returns the exit code.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(MAIN_HELP);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  const run = COMMANDS[command];
  if (!run) {
    process.stderr.write(`dougong: 未知命令 '${command}'（unknown command）。\n\n${MAIN_HELP}`);
    return EXIT.usage;
  }
  try {
    return await run(args);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`dougong ${command}: ${error.message}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`dougong ${command}: ${message}\n`);
    if (process.env.DOUGONG_DEBUG) process.stderr.write(`${(error as Error).stack ?? ''}\n`);
    return EXIT.input;
  }
}
