/**
 * Engine steps on worker threads (PROCESS_ENGINE_WORKERS=n, default 0: in the calling thread). bpmn-engine's
 * step is synchronous JavaScript, a few milliseconds each, so on one thread it holds the event loop; with
 * workers the server thread does the database and the HTTP while the engine runs on the other cores. Each
 * instance goes to one worker (by a hash of its id), so that worker's live engine and kept answers are found
 * again; the database stays the truth either way (engine.ts).
 */
import { isMainThread, Worker } from 'node:worker_threads';
import type { StepInput, StepResult } from './engine';

/** What a worker answers: the step's result, or why it failed (`engine`: the engine refused, in Chinese). */
export type WorkerAnswer =
  | { id: number; result: StepResult }
  | { id: number; error: string; engine: boolean }
  | { id: number; stats: { kept: number; reused: number; recalled: number } };

type Ask =
  | { kind: 'step'; input: StepInput }
  | { kind: 'forget' }
  | { kind: 'stats' }
  | { kind: 'size'; size: number }
  | { kind: 'recall'; limit: number };

/** What a worker is asked, by id. */
export type WorkerRequest = Ask & { id: number };

interface Pending {
  resolve(answer: WorkerAnswer): void;
  reject(error: Error): void;
}

interface Lane {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** The workers by slot; a slot whose worker failed or exited is refilled by the next call that needs it. */
let lanes: Array<Lane | undefined> = [];
// Read by the server's thread only: an engine worker shares the environment but never starts workers itself.
let wanted = isMainThread ? Math.max(0, Number(process.env.PROCESS_ENGINE_WORKERS ?? 0) || 0) : 0;
let nextId = 1;

function startLane(): Lane {
  const worker = new Worker(new URL('./engine-worker.mjs', import.meta.url));
  const lane: Lane = { worker, pending: new Map() };
  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = lane.pending.get(answer.id);
    if (!waiting) return;
    lane.pending.delete(answer.id);
    if (lane.pending.size === 0) worker.unref();
    waiting.resolve(answer);
  });
  // A worker that fails or exits answers nothing more: its callers get the error, its slot is emptied (and
  // refilled only when a call needs it, so a worker that cannot start is not restarted in a loop).
  const fail = (error: Error) => {
    lanes = lanes.map((other) => (other === lane ? undefined : other));
    for (const waiting of lane.pending.values()) waiting.reject(error);
    lane.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`engine worker exited (${code})`)));
  // An idle worker does not keep the process alive (after the listeners: adding one refs the worker again).
  worker.unref();
  return lane;
}

function ask(lane: Lane, request: Ask): Promise<WorkerAnswer> {
  const id = nextId++;
  return new Promise<WorkerAnswer>((resolve, reject) => {
    lane.pending.set(id, { resolve, reject });
    lane.worker.ref();
    lane.worker.postMessage({ ...request, id });
  });
}

/** The worker of a slot, started if the slot is empty. */
function laneAt(slot: number): Lane {
  let lane = lanes[slot];
  if (!lane) {
    lane = startLane();
    lanes[slot] = lane;
  }
  return lane;
}

/** Every running worker, or every slot's when `start`. */
function allLanes(start: boolean): Lane[] {
  if (start) return Array.from({ length: wanted }, (_, slot) => laneAt(slot));
  return lanes.filter((lane): lane is Lane => lane !== undefined);
}

/** Whether steps go to workers. @example usesEngineWorkers() // false unless PROCESS_ENGINE_WORKERS is set */
export function usesEngineWorkers(): boolean {
  return wanted > 0;
}

/** A stable worker for an instance, so its live engine is found again (FNV-1a over the id). */
function laneOf(key: string): Lane {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return laneAt((hash >>> 0) % wanted);
}

/**
 * Runs a step on the instance's worker; the answer is the step's result or its error.
 *
 * @example
 * const answer = await stepOnWorker(input) // { id, result } or { id, error, engine }
 */
export async function stepOnWorker(input: StepInput): Promise<WorkerAnswer> {
  return ask(laneOf(input.instanceId ?? input.definitionId), { kind: 'step', input });
}

/**
 * Sets how many workers run engine steps (0: the calling thread). Call it while no step is under way: workers
 * past the new count stop at once. For the bench and tests; a server reads PROCESS_ENGINE_WORKERS.
 *
 * @example
 * await setEngineWorkers(2)
 */
export async function setEngineWorkers(count: number): Promise<void> {
  wanted = Math.max(0, count);
  const extra = lanes.slice(wanted).filter((lane): lane is Lane => lane !== undefined);
  lanes = lanes.slice(0, wanted);
  await Promise.all(extra.map((lane) => lane.worker.terminate()));
}

/** Tells every worker to forget its parsed sources, kept answers and live engines (tests). @example await forgetOnWorkers() */
export async function forgetOnWorkers(): Promise<void> {
  await Promise.all(allLanes(false).map((lane) => ask(lane, { kind: 'forget' })));
}

/** Sets the live-engine bound in every worker. @example await sizeOnWorkers(32) */
export async function sizeOnWorkers(size: number): Promise<void> {
  await Promise.all(allLanes(true).map((lane) => ask(lane, { kind: 'size', size })));
}

/** Sets the kept step answers' bound in every worker. @example await recallOnWorkers(0) */
export async function recallOnWorkers(limit: number): Promise<void> {
  await Promise.all(allLanes(true).map((lane) => ask(lane, { kind: 'recall', limit })));
}

/** The workers' engine caches, summed. @example await statsOnWorkers() // { kept: 3, reused: 10, recalled: 200 } */
export async function statsOnWorkers(): Promise<{ kept: number; reused: number; recalled: number }> {
  const answers = await Promise.all(allLanes(false).map((lane) => ask(lane, { kind: 'stats' })));
  const sum = { kept: 0, reused: 0, recalled: 0 };
  for (const answer of answers) {
    if ('stats' in answer) {
      sum.kept += answer.stats.kept;
      sum.reused += answer.stats.reused;
      sum.recalled += answer.stats.recalled;
    }
  }
  return sum;
}
