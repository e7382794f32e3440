/**
 * What a drill must undo however it ends (servers, temp dirs, throwaway databases): registered as it is
 * made, undone newest first when the drill finishes, on Ctrl-C / SIGTERM, and when the time limit hits.
 */
const tasks = [];
let running = null;

/**
 * Registers `undo` (sync or async); returns a function that runs it now and unregisters it.
 *
 * @example
 * const removeDir = atCleanup(() => rmSync(dir, { recursive: true, force: true }));
 * removeDir(); // done early, not again at the end
 */
export function atCleanup(undo) {
  const task = { undo, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    await undo();
  };
}

/**
 * Runs every registered undo, newest first; a failing one is reported and the rest still run.
 *
 * @example
 * try { await drill(); } finally { await cleanUp(); }
 */
export function cleanUp() {
  running ??= (async () => {
    for (const task of tasks.reverse()) {
      if (task.done) continue;
      task.done = true;
      try {
        await task.undo();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return running;
}

/**
 * Ends the process after cleaning up when a signal arrives or `limitMs` passes (exit 1: a drill that
 * overruns its bound has failed).
 *
 * @example
 * guard(180_000, 'drill:crash');
 */
export function guard(limitMs, name) {
  const stop = async (why, code) => {
    console.error(`\n${name}: ${why}; cleaning up`);
    await cleanUp();
    process.exit(code);
  };
  const timer = setTimeout(() => void stop(`over its time limit of ${limitMs / 1000} s`, 1), limitMs);
  timer.unref();
  process.once('SIGINT', () => void stop('interrupted', 130));
  process.once('SIGTERM', () => void stop('terminated', 143));
}
