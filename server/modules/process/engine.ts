/**
 * One step of an instance on bpmn-engine 25, from saved state to saved state: nothing stays in memory
 * between calls but each deployed definition's parsed source (immutable, keyed by definition id), so any
 * server process continues any instance. Scripts never run (the engine is given no script host), and
 * conditions are read by our own `{{ }}` evaluator over the instance's variables.
 */
import { EventEmitter } from 'node:events';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Engine } from 'bpmn-engine';
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

function expressionsOver(variables: Record<string, unknown>) {
  return {
    resolveExpression(expression: unknown) {
      if (typeof expression !== 'string' || conditionBody(expression) === null) return expression;
      return evaluateCondition(expression, variables);
    },
  };
}

/** An engine event's element and message fields. */
interface Api {
  id: string;
  fields?: { redelivered?: boolean };
}

/** Records the nodes entered and completed while `recording.on`: a resume replays messages of the saved state, which are not new steps. */
function listenerFor(trail: TrailEntry[], recording: { on: boolean }): EventEmitter {
  const listener = new EventEmitter();
  listener.on('activity.enter', (api: Api) => {
    if (recording.on && !api.fields?.redelivered) trail.push({ nodeId: api.id, action: 'enter' });
  });
  listener.on('activity.end', (api: Api) => {
    if (recording.on && !api.fields?.redelivered) trail.push({ nodeId: api.id, action: 'leave' });
  });
  return listener;
}

/**
 * Runs one step: a new instance to its first wait, or a saved one recovered, acted on and run to its next.
 *
 * @example
 * const first = await runStep({ definitionId, xml, state: null, variables: { 天数: 5 }, action: { kind: 'start' } });
 * // first.waiting → ['manager']
 * await runStep({ definitionId, xml, state: first.state, variables, action: { kind: 'complete', nodeId: 'manager' } });
 */
export async function runStep(input: {
  definitionId: string;
  xml: string;
  state: string | null;
  variables: Record<string, unknown>;
  action: StepAction;
}): Promise<StepResult> {
  const sourceContext = await sourceContextOf(input.definitionId, input.xml);
  const trail: TrailEntry[] = [];
  const errors: Error[] = [];
  const engine = new Engine({
    name: input.definitionId,
    sourceContext: sourceContext as never,
    scripts: NO_SCRIPTS as never,
    Logger: Logger as never,
    // Idle elements (no messages of their own) are left out of the saved state: smaller, and fewer to recover.
    settings: { disableTrackState: true },
    expressions: expressionsOver(input.variables) as never,
  });
  engine.on('error', (error: Error) => errors.push(error));
  const recording = { on: false };
  const listener = listenerFor(trail, recording);
  let execution: Execution;
  if (input.action.kind === 'start' || input.state === null) {
    recording.on = true;
    execution = (await engine.execute({ listener })) as unknown as Execution;
  } else {
    engine.recover(JSON.parse(decodeState(input.state)));
    execution = (await engine.resume({ listener })) as unknown as Execution;
    recording.on = true;
  }
  try {
    act(execution, input.action);
  } catch (error) {
    errors.push(error as Error);
  }
  if (errors.length > 0 || engine.state === 'error') {
    const cause = errors[0];
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
  }
  return { state, waiting: ended ? [] : waiting, ended, trail };
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

/** Forgets the parsed sources, as a newly started server process would have none (tests). @example forgetSourceContexts() */
export function forgetSourceContexts(): void {
  contexts.clear();
}
