/**
 * The real server for the drills: `node --import tsx server/main.ts` in a child process that can be
 * SIGKILLed, restarted on the same data and measured (RSS from /proc). Every child still running when the
 * drill ends, however it ends, is killed, so a drill never leaves a stray server behind.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atCleanup } from './cleanup.mjs';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const live = new Set();
// The last resort (an uncaught error, process.exit): the orderly path stops servers through cleanup.mjs.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts the server on `port` (loopback only) with `env` on top of the shell's environment minus
 * DATABASE_URL (a store is named by `env` only). Resolves when /platform/health answers; rejects with the
 * server's last output when it exits or is not up within 60 s.
 *
 * @example
 * const server = await startServer({ port: 3471, env: { DATA_DIR: '/tmp/x' } });
 * server.pid;            // the node process itself: SIGKILL hits the server, not a wrapper
 * await server.kill();   // SIGKILL, resolves once it is gone
 * await server.stop();   // SIGTERM (graceful), SIGKILL after 10 s
 */
export async function startServer({ port, env }) {
  const { DATABASE_URL: _unused, ...shell } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...shell, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  live.add(child);
  let output = '';
  // pino's warn (40), error (50) and fatal (60) lines: a drill reports what the server complained about.
  let complaints = 0;
  const keep = (chunk) => {
    complaints += (String(chunk).match(/"level":(40|50|60)\b/g) ?? []).length;
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  exited.then(() => live.delete(child));
  atCleanup(() => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    return exited;
  });

  const deadline = Date.now() + 60_000;
  let up = false;
  while (!up && Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      up = (await fetch(`http://127.0.0.1:${port}/platform/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`the server did not start on port ${port}:\n${output}`);
  }

  return {
    pid: child.pid,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    /** How many warn/error/fatal lines the server has logged so far. */
    complaints: () => complaints,
    async kill() {
      child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    /** CPU time the server has used so far, user + system, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of stat; fields[0] here is field 3.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    /** Resident set size in KiB (VmRSS of /proc/<pid>/status). */
    rssKiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)[1]);
    },
  };
}
