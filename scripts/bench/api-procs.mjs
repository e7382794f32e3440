/**
 * The processes `npm run bench:api` measures: Dougong itself and the baselines of api-limit.mjs, each started
 * on 127.0.0.1 with a time bound, and stopped (SIGTERM, then SIGKILL) however the bench ends.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const running = new Set();

/** Stops every process still running; safe to call twice. The caller handles signals (api.mjs). */
export async function stopAll() {
  await Promise.all([...running].map((stop) => stop()));
}

/**
 * Refuses a port something else listens on: the machine is shared, and another engineer's server there would
 * answer the health check and the measurements in place of ours.
 */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use by another process; choose others with BENCH_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function waitFor(url, child, what) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

/** This environment without the database and Redis addresses, which each process is given explicitly. */
function withoutDatabase() {
  const { DATABASE_URL: _unused, REDIS_URL: _none, ...env } = process.env;
  return env;
}

function track(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // A CPU profile is written on a clean exit; give it time, then make sure.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  running.add(stop);
  // The process whose CPU time a measurement reads (api.mjs).
  stop.pid = child.pid;
  return stop;
}

/**
 * Starts Dougong (server/main.ts) from `root` on `port` with `dataDir`, request logging off (NODE_ENV=test
 * logs warnings only); `databaseUrl` for PostgreSQL, `cpuProfDir` to write a V8 CPU profile on exit.
 * Resolves to a function that stops it.
 *
 * @example
 * const stop = await startDougong({ root, port: 3195, dataDir });
 */
export async function startDougong({ root, port, dataDir, databaseUrl, cpuProfDir }) {
  await assertFree(port);
  const args = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...args, '--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabase(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-static'),
      NODE_ENV: 'test',
    },
  });
  const stop = track(child);
  await waitFor(`http://127.0.0.1:${port}/platform/health`, child, 'Dougong');
  return stop;
}

/**
 * Starts a baseline of api-limit.mjs ('hello' or 'limit') on `port`, reading `dataDir`'s SQLite database or
 * the PostgreSQL one at `databaseUrl`.
 *
 * @example
 * const stop = await startBaseline({ root, mode: 'hello', port: 3196, dataDir });
 */
export async function startBaseline({ root, mode, port, dataDir, databaseUrl }) {
  await assertFree(port);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/bench/api-limit.mjs'), mode],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...withoutDatabase(),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: String(port),
        DATA_DIR: dataDir,
      },
    },
  );
  const stop = track(child);
  await waitFor(`http://127.0.0.1:${port}/`, child, `the ${mode} baseline`);
  return stop;
}
