/**
 * The live-engine cache of engine.ts: a step reuses an instance's engine only when it starts from exactly the
 * state that engine saved; any other state (another process moved the instance, a write failed) is recovered
 * from, and the stale engine is dropped, never acted on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EngineStepError,
  engineCacheStats,
  forgetSourceContexts,
  runStep,
  setEngineCacheSize,
  setEngineRecall,
} from './engine';
import { forgetOnWorkers, setEngineWorkers, statsOnWorkers } from './engine-pool';
import { leaveProcessXml } from './examples';

const xml = leaveProcessXml();
const definitionId = 'engine-test-leave';
const variables = { 天数: 5, initiator: 'zhangsan' };

// In this thread unless a test says otherwise, whatever PROCESS_ENGINE_WORKERS says.
beforeEach(() => setEngineWorkers(0));
afterEach(() => {
  setEngineCacheSize(32);
  setEngineRecall(512);
  forgetSourceContexts();
});

/** The leave process started; the engine is kept as `instanceId`'s when one is given (none: nothing is kept). */
const start = (instanceId?: string, definition = definitionId) =>
  runStep({ instanceId, definitionId: definition, xml, state: null, variables, action: { kind: 'start' } });

/** `nodeId` completed from the saved `state`; kept as `instanceId`'s engine when one is given. */
const complete = (state: string | null, nodeId: string, instanceId?: string, definition = definitionId) =>
  runStep({
    instanceId,
    definitionId: definition,
    xml,
    state,
    variables,
    action: { kind: 'complete', nodeId },
  });

describe('live engines', () => {
  it('reuses the engine of a step that starts from the state it saved, and the answer is the same as recovering', async () => {
    const first = await start('a');
    expect(first.waiting).toEqual(['manager']);
    const before = engineCacheStats();
    expect(before.kept).toBe(1);
    const reused = await complete(first.state, 'manager', 'a');
    expect(engineCacheStats().reused).toBe(before.reused + 1);
    // The same step from the saved state alone, in a process that has kept nothing.
    forgetSourceContexts();
    const recovered = await complete(first.state, 'manager');
    expect(reused.waiting).toEqual(['hr']);
    expect(recovered.waiting).toEqual(['hr']);
    expect(reused.trail).toEqual(recovered.trail);
    expect(reused.trail.map((entry) => `${entry.action}:${entry.nodeId}`)).toEqual([
      'leave:manager',
      'enter:days',
      'leave:days',
      'enter:hr',
    ]);
  });

  it('recovers from the given state when the kept engine is at another one (the instance moved elsewhere)', async () => {
    // This process keeps instance b's engine waiting at 部门经理审批 …
    const here = await start('b');
    expect(here.waiting).toEqual(['manager']);
    // … while another process completes 部门经理审批 from the same saved state: the database now says 人事审批.
    const elsewhere = await complete(here.state, 'manager');
    expect(elsewhere.waiting).toEqual(['hr']);
    const before = engineCacheStats();
    const next = await complete(elsewhere.state, 'hr', 'b');
    // Acting on the stale engine would have refused: 人事审批 is not waiting there.
    expect(next).toMatchObject({ ended: true, waiting: [], state: null });
    expect(engineCacheStats()).toMatchObject({ kept: before.kept - 1, reused: before.reused });
  });

  it('keeps no engine with size 0, and drops the least recently used past the bound', async () => {
    setEngineCacheSize(0);
    await start('c');
    expect(engineCacheStats().kept).toBe(0);
    setEngineCacheSize(2);
    const states = [];
    for (const id of ['d', 'e', 'f']) {
      states.push(
        // One definition each: a second start of one definition would be answered from the first, not run.
        (await start(id, `${definitionId}-${id}`)).state,
      );
    }
    expect(engineCacheStats().kept).toBe(2);
    const before = engineCacheStats().reused;
    // d was dropped (recovered, not reused); f is kept (reused).
    await complete(states[0], 'manager', 'd', `${definitionId}-d`);
    await complete(states[2], 'manager', 'f', `${definitionId}-f`);
    expect(engineCacheStats().reused).toBe(before + 1);
  });

  it('answers a step from a kept one only when it starts from the same state and its conditions give the same results', async () => {
    const before = engineCacheStats().recalled;
    const one = await start('g');
    const two = await start('h');
    // The start reads no variable: the second is the first's answer.
    expect(engineCacheStats().recalled).toBe(before + 1);
    expect(two).toEqual(one);
    const approve = (days: number) =>
      runStep({
        definitionId,
        xml,
        state: one.state,
        variables: { 天数: days },
        action: { kind: 'complete', nodeId: 'manager' },
      });
    // 天数 > 3 decides: 1 runs the engine, 2 gives the same result (false) and is answered; 5 runs, 6 is answered.
    expect(await approve(1)).toMatchObject({ ended: true, waiting: [] });
    expect(await approve(2)).toMatchObject({ ended: true, waiting: [] });
    const long = await approve(5);
    expect(long.waiting).toEqual(['hr']);
    expect(await approve(6)).toEqual(long);
    expect(engineCacheStats().recalled).toBe(before + 3);
    // The answered state runs on like any other: 人事审批 completes it.
    const done = await runStep({
      definitionId,
      xml,
      state: long.state,
      variables: { 天数: 6 },
      action: { kind: 'complete', nodeId: 'hr' },
    });
    expect(done).toMatchObject({ ended: true, waiting: [] });

    // A gateway right after the start reads 天数: each branch is answered only for its own results.
    const gated = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="g" targetNamespace="t">
  <bpmn:process id="gp" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="gw" />
    <bpmn:exclusiveGateway id="gw" default="short" />
    <bpmn:sequenceFlow id="long" sourceRef="gw" targetRef="hr">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">{{ 天数 &gt; 3 }}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="gw" targetRef="manager" />
    <bpmn:userTask id="hr" />
    <bpmn:userTask id="manager" />
    <bpmn:sequenceFlow id="f1" sourceRef="hr" targetRef="end" />
    <bpmn:sequenceFlow id="f2" sourceRef="manager" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
    const gatedStart = (days: number) =>
      runStep({
        definitionId: 'gated',
        xml: gated,
        state: null,
        variables: { 天数: days },
        action: { kind: 'start' },
      });
    expect((await gatedStart(5)).waiting).toEqual(['hr']);
    expect((await gatedStart(2)).waiting).toEqual(['manager']);
    expect((await gatedStart(6)).waiting).toEqual(['hr']);
    expect((await gatedStart(3)).waiting).toEqual(['manager']);
    expect(engineCacheStats().recalled).toBe(before + 5);
  });

  it('keeps no answer with the bound 0: every step runs the engine', async () => {
    setEngineRecall(0);
    const before = engineCacheStats().recalled;
    expect((await start()).waiting).toEqual(['manager']);
    expect((await start()).waiting).toEqual(['manager']);
    expect(engineCacheStats().recalled).toBe(before);
  });

  it('runs steps on worker threads with the same answers, the same refusals and the same care for a moved state', async () => {
    await setEngineWorkers(2);
    try {
      const here = await start('w1');
      expect(here.waiting).toEqual(['manager']);
      // A step the engine refuses answers as in this thread: an EngineStepError in Chinese.
      const refused = await complete(here.state, 'hr', 'w1').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(EngineStepError);
      expect((refused as Error).message).toBe('节点 hr 不在等待中');
      // Moved elsewhere (no instance id: this step keeps nothing), then continued on the worker from that state.
      const elsewhere = await complete(here.state, 'manager');
      const before = await statsOnWorkers();
      const next = await complete(elsewhere.state, 'hr', 'w1');
      expect(next).toMatchObject({ ended: true, waiting: [] });
      const after = await statsOnWorkers();
      expect(after.reused).toBe(before.reused);

      // A step from the state the worker's kept engine saved reuses it (kept answers forgotten first, so the
      // engine runs).
      await forgetOnWorkers();
      const again = await start('w2');
      const approved = await complete(again.state, 'manager', 'w2');
      expect(approved.waiting).toEqual(['hr']);
      const reusedBefore = (await statsOnWorkers()).reused;
      const hrDone = await complete(approved.state, 'hr', 'w2');
      expect(hrDone.ended).toBe(true);
      expect((await statsOnWorkers()).reused).toBe(reusedBefore + 1);
    } finally {
      await setEngineWorkers(0);
    }
  });

  it('answers a step whose worker stopped with an error, never leaves it waiting, and starts a new worker for the next', async () => {
    await setEngineWorkers(1);
    try {
      const step = start('z1');
      await setEngineWorkers(0);
      await expect(step).rejects.toThrow(/engine worker exited/);
      await setEngineWorkers(1);
      const next = await start('z2');
      expect(next.waiting).toEqual(['manager']);
    } finally {
      await setEngineWorkers(0);
    }
  });
});
