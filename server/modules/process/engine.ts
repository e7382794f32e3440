/**
 * One step of an instance on bpmn-engine 25, from saved state to saved state. The database is the truth: any
 * server process continues any instance from its saved state. What stays in memory only saves work: each
 * deployed definition's parsed source (immutable, keyed by definition id); the answers of steps already run,
 * handed to a step from the same state with the same action whose conditions give the same results; and a
 * bounded cache of live engines, each keyed by its instance and the exact saved state it produced — a step
 * whose saved state is not that one (another process or request moved the instance, or a write failed)
 * recovers from the database instead. Steps may run on worker threads (engine-pool.ts). Scripts never run
 * (the engine is given no script host), and conditions are read by our own `{{ }}` evaluator over the
 * instance's variables.
 */
import { EventEmitter } from 'node:events';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Engine } from 'bpmn-engine';
import {
  forgetOnWorkers,
  recallOnWorkers,
  sizeOnWorkers,
  stepOnWorker,
  usesEngineWorkers,
} from './engine-pool';
import { ConditionError, conditionBody, evaluateCondition } from './expression';

/** What a step does after the engine is recovered. */
export type StepAction =
  | { kind: 'start' }
  /** Signal the waiting user task `nodeId` (it is completed). */
  | { kind: 'complete'; nodeId: string }
  /** Run node `to`, then discard the waiting nodes `discard` (skip, reject back, recall). */
  | { kind: 'jump'; to: string; discard: string[] };

/** A node entered or completed during the step, in order. */
export interface TrailEntry {
  nodeId: string;
  action: 'enter' | 'leave';
}

export interface StepResult {
  /** The engine state to save (without its source, deflated: encodeState); null when the instance has ended. */
  state: string | null;
  /** Ids of the nodes waiting after the step (user tasks). */
  waiting: string[];
  ended: boolean;
  trail: TrailEntry[];
}

/** The engine could not run the step (a condition failed, the engine errored); message in Chinese. */
export class EngineStepError extends Error {}

interface Activity {
  id: string;
  discard(): void;
  run(): void;
}
interface Execution {
  getPostponed(): Activity[];
  getActivityById(id: string): Activity | null;
  signal(message: { id: string }): void;
  readonly name: string;
  readonly state: string;
  readonly stopped: boolean;
  readonly environment: { getState(): unknown };
  readonly definitions: Array<{ getState(): unknown }>;
  readonly isRunning: boolean;
}

const contexts = new Map<string, Promise<unknown>>();

/** The engine's logger, silenced: its default builds a `debug` logger per element per step (a tty check each). */
const SILENT = { debug() {}, error() {}, warn() {} };
const Logger = () => SILENT;

/** A script host that knows no script: nothing is ever compiled or run. */
const NO_SCRIPTS = {
  register() {
    return undefined;
  },
  getScript() {
    return undefined;
  },
};

/** The parsed, serialisable source of a definition, parsed once per process and reused. */
function sourceContextOf(definitionId: string, xml: string): Promise<unknown> {
  let context = contexts.get(definitionId);
  if (!context) {
    context = (async () => {
      const engine = new Engine({
        name: definitionId,
        source: xml,
        scripts: NO_SCRIPTS as never,
        Logger: Logger as never,
      });
      const [definition] = (await engine.getDefinitions()) as unknown as Array<{
        environment: { options: { source: unknown } };
      }>;
      return definition.environment.options.source;
    })();
    contexts.set(definitionId, context);
    context.catch(() => contexts.delete(definitionId));
  }
  return context;
}

/** Marks a saved state stored deflated and base64-encoded (plain JSON is read too). */
const DEFLATED = 'z:';

/**
 * The engine state as stored: its JSON deflated (≈ 5.7 kB → 1.4 kB for a waiting leave request).
 *
 * @example
 * decodeState(encodeState('{"a":1}')) // '{"a":1}'
 */
export function encodeState(json: string): string {
  return DEFLATED + deflateRawSync(json).toString('base64');
}

/** The JSON of a stored engine state. @example decodeState(encodeState('{}')) // '{}' */
export function decodeState(stored: string): string {
  return stored.startsWith(DEFLATED)
    ? inflateRawSync(Buffer.from(stored.slice(DEFLATED.length), 'base64')).toString('utf8')
    : stored;
}

/**
 * What the engine's callbacks (conditions, events, errors) read and write during one step. A live engine is
 * reused by a later step of its instance, so each step gives it a fresh one.
 */
interface StepContext {
  variables: Record<string, unknown>;
  trail: TrailEntry[];
  errors: Error[];
  /** Off while a resume replays messages of the saved state, which are not new steps. */
  recording: boolean;
  /** The conditions evaluated, in order, with their results: all the step read of the variables. */
  reads: Array<[expression: string, result: unknown]>;
}

function expressionsOver(context: { current: StepContext }) {
  return {
    resolveExpression(expression: unknown) {
      if (typeof expression !== 'string' || conditionBody(expression) === null) return expression;
      const result = evaluateCondition(expression, context.current.variables);
      context.current.reads.push([expression, result]);
      return result;
    },
  };
}

/** An engine event's element and message fields. */
interface Api {
  id: string;
  fields?: { redelivered?: boolean };
}

/** Records the nodes entered and completed into the current step's trail while it is recording. */
function listenerFor(context: { current: StepContext }): EventEmitter {
  const listener = new EventEmitter();
  listener.on('activity.enter', (api: Api) => {
    const step = context.current;
    if (step.recording && !api.fields?.redelivered) step.trail.push({ nodeId: api.id, action: 'enter' });
  });
  listener.on('activity.end', (api: Api) => {
    const step = context.current;
    if (step.recording && !api.fields?.redelivered) step.trail.push({ nodeId: api.id, action: 'leave' });
  });
  return listener;
}

/** An engine kept after a step: reused only by a step that starts from exactly the state it saved. */
interface LiveEngine {
  execution: Execution;
  context: { current: StepContext };
  /** The stored saved state this engine is at (encodeState's string). */
  state: string;
}

/**
 * Live engines by instance id, least recently used first (a Map iterates in insertion order). A live engine of
 * the leave process holds about 585 kB of heap (bpmn-engine keeps a message broker with its queues per
 * element), so the bound is small: it serves the steps that follow each other closely (approve, then the next
 * person claims and approves), not instances waiting for days.
 */
const live = new Map<string, LiveEngine>();
let liveLimit = Number(process.env.PROCESS_ENGINE_CACHE ?? 32);

/**
 * Sets how many live engines are kept (0: none, every step recovers from the saved state); the least recently
 * used ones past the bound are dropped. Default 32 (about 19 MB), or PROCESS_ENGINE_CACHE; in each engine worker too.
 *
 * @example
 * setEngineCacheSize(0) // every step recovers from the database, as a newly started process would
 */
export function setEngineCacheSize(size: number): void {
  if (usesEngineWorkers()) void sizeOnWorkers(size);
  liveLimit = Math.max(0, size);
  while (live.size > liveLimit) live.delete(live.keys().next().value as string);
}

let reusedSteps = 0;

/**
 * Steps already run, by definition, action and the saved state they started from. bpmn-engine is
 * deterministic: from one saved state, one action and the same results of the conditions it evaluates (the only
 * way a step reads the variables), it takes the same path. So a step's answer — its saved state, waiting nodes
 * and trail — is kept with the conditions it evaluated, and handed to a later step from the same state with
 * the same action whose variables give the same results, in the same order, instead of running the engine.
 * Instances of one definition share their states (every start from the same first state), so most steps of
 * a definition are answered this way; the instances then share bpmn-engine's internal execution ids, which
 * nothing outside one instance's engine sees. A step whose conditions fail or give an object runs the engine.
 */
interface Recalled {
  reads: Array<[expression: string, result: unknown]>;
  result: StepResult;
}
const recalled = new Map<string, Recalled[]>();
/** How many (definition, action, state) keys are kept, least recently used dropped: a few kB each. */
let recallLimit = Number(process.env.PROCESS_ENGINE_RECALL ?? 512);

/**
 * Sets how many step answers are kept (0: none, every step runs the engine); the least recently used past the
 * bound are dropped. Default 512, or PROCESS_ENGINE_RECALL; in each engine worker too.
 *
 * @example
 * setEngineRecall(0) // every step runs bpmn-engine (the bench's floor)
 */
export function setEngineRecall(limit: number): void {
  if (usesEngineWorkers()) void recallOnWorkers(limit);
  recallLimit = Math.max(0, limit);
  while (recalled.size > recallLimit) recalled.delete(recalled.keys().next().value as string);
}
let recalledSteps = 0;

function recallKey(input: StepInput): string {
  const from = input.action.kind === 'start' ? '' : (input.state ?? '');
  return `${input.definitionId}\n${JSON.stringify(input.action)}\n${from}`;
}

const copyOf = (result: StepResult): StepResult => ({
  ...result,
  waiting: [...result.waiting],
  trail: result.trail.map((entry) => ({ ...entry })),
});

/** A kept answer whose conditions give the same results over these variables, or undefined. */
function recall(key: string, variables: Record<string, unknown>): StepResult | undefined {
  const variants = recalled.get(key);
  if (!variants) return undefined;
  recalled.delete(key);
  recalled.set(key, variants);
  const same = variants.find((variant) =>
    variant.reads.every(([expression, result]) => {
      try {
        return Object.is(evaluateCondition(expression, variables), result);
      } catch {
        return false;
      }
    }),
  );
  return same && copyOf(same.result);
}

function remember(key: string, reads: Recalled['reads'], result: StepResult): void {
  if (recallLimit === 0) return;
  if (reads.some(([, value]) => typeof value === 'object' && value !== null)) return;
  const variants = recalled.get(key) ?? [];
  recalled.delete(key);
  recalled.set(key, [...variants, { reads: [...reads], result: copyOf(result) }].slice(-8));
  if (recalled.size > recallLimit) recalled.delete(recalled.keys().next().value as string);
}

/**
 * The live engines kept now, the steps that reused one and the steps answered from a kept answer, since the
 * process started (tests, the bench).
 *
 * @example
 * engineCacheStats() // { kept: 12, reused: 40, recalled: 100 }
 */
export function engineCacheStats(): { kept: number; reused: number; recalled: number } {
  return { kept: live.size, reused: reusedSteps, recalled: recalledSteps };
}

/**
 * Takes (removes) the live engine of an instance if it is at exactly `state`: a taken engine is never used
 * by two steps at once, and one at another state (the instance moved elsewhere, or a write failed) is dropped.
 */
function takeLive(instanceId: string, state: string): LiveEngine | undefined {
  const found = live.get(instanceId);
  if (!found) return undefined;
  live.delete(instanceId);
  return found.state === state ? found : undefined;
}

function keepLive(instanceId: string, engine: LiveEngine): void {
  if (liveLimit === 0) return;
  live.delete(instanceId);
  live.set(instanceId, engine);
  if (live.size > liveLimit) live.delete(live.keys().next().value as string);
}

/** What a step is given. */
export interface StepInput {
  /** Keys the live engine kept after the step; without it none is kept or reused. */
  instanceId?: string;
  definitionId: string;
  xml: string;
  state: string | null;
  variables: Record<string, unknown>;
  action: StepAction;
}

/**
 * Runs one step: a new instance to its first wait, or a saved one recovered (or its live engine reused, when
 * it is at exactly `state`), acted on and run to its next — on the instance's engine worker when
 * PROCESS_ENGINE_WORKERS is set (engine-pool.ts), else here.
 *
 * @example
 * const first = await runStep({ instanceId, definitionId, xml, state: null, variables: { 天数: 5 }, action: { kind: 'start' } });
 * // first.waiting → ['manager']
 * await runStep({ instanceId, definitionId, xml, state: first.state, variables, action: { kind: 'complete', nodeId: 'manager' } });
 */
export async function runStep(input: StepInput): Promise<StepResult> {
  if (!usesEngineWorkers()) return runStepHere(input);
  const answer = await stepOnWorker(input);
  if ('result' in answer) return answer.result;
  if ('error' in answer && answer.engine) throw new EngineStepError(answer.error);
  throw new Error('error' in answer ? answer.error : 'engine worker gave no result');
}

/**
 * Runs one step in this thread (runStep, and each engine worker).
 *
 * @example
 * await runStepHere({ definitionId, xml, state: null, variables: {}, action: { kind: 'start' } })
 */
export async function runStepHere(input: StepInput): Promise<StepResult> {
  const key = recallKey(input);
  const known = recall(key, input.variables);
  if (known) {
    recalledSteps += 1;
    return known;
  }
  const step: StepContext = {
    variables: input.variables,
    trail: [],
    errors: [],
    recording: false,
    reads: [],
  };
  const reused =
    input.instanceId && input.state !== null && input.action.kind !== 'start'
      ? takeLive(input.instanceId, input.state)
      : undefined;
  let execution: Execution;
  let context: { current: StepContext };
  if (reused) {
    reusedSteps += 1;
    ({ execution, context } = reused);
    context.current = step;
    step.recording = true;
  } else {
    context = { current: step };
    execution = await newExecution(input, context);
  }
  try {
    act(execution, input.action);
  } catch (error) {
    step.errors.push(error as Error);
  }
  if (step.errors.length > 0 || execution.state === 'error') {
    const cause = step.errors[0];
    const reason =
      cause instanceof ConditionError || cause?.cause instanceof ConditionError ? cause.message : '';
    throw new EngineStepError(
      reason
        ? `条件求值失败：${reason}`
        : cause instanceof EngineStepError
          ? cause.message
          : '流程引擎执行失败：请检查流程定义，或联系管理员查看服务器日志',
    );
  }
  const waiting = execution.getPostponed().map((activity) => activity.id);
  const ended = !execution.isRunning;
  let state: string | null = null;
  if (!ended) {
    // Execution.getState() without each definition's source (which it serialises anew every time): the
    // source is the deployed diagram, given again when the state is recovered.
    const saved = {
      name: execution.name,
      state: execution.state,
      stopped: execution.stopped,
      environment: execution.environment.getState(),
      definitions: execution.definitions.map((definition) => definition.getState()),
    };
    state = encodeState(JSON.stringify(saved));
    if (input.instanceId) keepLive(input.instanceId, { execution, context, state });
  }
  const result = { state, waiting: ended ? [] : waiting, ended, trail: step.trail };
  remember(key, step.reads, result);
  return result;
}

/** A new engine for the step: executed from the start, or recovered from the saved state and resumed. */
async function newExecution(
  input: { definitionId: string; xml: string; state: string | null; action: StepAction },
  context: { current: StepContext },
): Promise<Execution> {
  const sourceContext = await sourceContextOf(input.definitionId, input.xml);
  const engine = new Engine({
    name: input.definitionId,
    sourceContext: sourceContext as never,
    scripts: NO_SCRIPTS as never,
    Logger: Logger as never,
    // Idle elements (no messages of their own) are left out of the saved state: smaller, and fewer to recover.
    settings: { disableTrackState: true },
    expressions: expressionsOver(context) as never,
  });
  engine.on('error', (error: Error) => context.current.errors.push(error));
  const listener = listenerFor(context);
  if (input.action.kind === 'start' || input.state === null) {
    context.current.recording = true;
    return (await engine.execute({ listener })) as unknown as Execution;
  }
  engine.recover(JSON.parse(decodeState(input.state)));
  const execution = (await engine.resume({ listener })) as unknown as Execution;
  context.current.recording = true;
  return execution;
}

function act(execution: Execution, action: StepAction): void {
  if (action.kind === 'start') return;
  const postponed = execution.getPostponed();
  if (action.kind === 'complete') {
    if (!postponed.some((activity) => activity.id === action.nodeId)) {
      throw new EngineStepError(`节点 ${action.nodeId} 不在等待中`);
    }
    execution.signal({ id: action.nodeId });
    return;
  }
  const target = execution.getActivityById(action.to);
  if (!target) throw new EngineStepError(`节点 ${action.to} 不存在`);
  const discarded = postponed.filter((activity) => action.discard.includes(activity.id));
  // Run the target first, then discard the waiting ones: discarding first could end the instance.
  target.run();
  for (const activity of discarded) activity.discard();
}

/** Forgets the parsed sources, kept step answers and live engines, as a newly started server process would have none (tests). @example forgetSourceContexts() */
export function forgetSourceContexts(): void {
  contexts.clear();
  live.clear();
  recalled.clear();
  // A worker handles its messages in order: the steps asked after this find nothing kept.
  if (usesEngineWorkers()) void forgetOnWorkers();
}
