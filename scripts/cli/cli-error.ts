/**
 * An error the CLI reports as one line and an exit code, without a stack trace: bad input (a missing
 * file, unparsable JSON, an invalid design) exits 1, a wrong command line 2.
 *
 * @example
 * throw new CliError('找不到文件 form.json', EXIT.input);
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.input,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit codes: 0 done, 1 the input is bad (or invalid), 2 the command line is wrong. */
export const EXIT = { ok: 0, input: 1, usage: 2 } as const;
