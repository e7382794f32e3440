import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { bo, fakeDiagram } from './bpmn.testing';
import { panelTarget, writePanel, type DiagramElement } from './diagram';
import { drawable, hasDrawing } from './layout';
import { changedProperties, panelProperties, readPanel, type BusinessObject } from './mapping';
import { DOUGONG_MODDLE } from './moddle';
import { CONTEXT_PAD_KEPT, dougongPalette, PALETTE_KEPT, REPLACE_KEPT } from './palette';
import { newDiagramXml } from './template';
import { translate } from './translate';

const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:dougong="http://dougong.dev/schema/bpmn" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
  <bpmn:process id="leave" name="请假审批" isExecutable="true">
    <bpmn:startEvent id="start" dougong:formId="f1" />
    <bpmn:userTask id="manager" name="部门经理审批" dougong:assignee="departLeader" dougong:formId="f1" dougong:fieldRules="{&quot;天数&quot;:&quot;readonly&quot;}" dougong:buttons="approve,reject" camunda:assignee="kept" />
    <bpmn:exclusiveGateway id="days" />
    <bpmn:sequenceFlow id="long" sourceRef="days" targetRef="manager">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">{{ 天数 &gt; 3 }}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>
</bpmn:definitions>`;

describe('bpmn: the panel ↔ element attribute mapping (contract.md "BPMN extension attributes")', () => {
  it('reads each assignee rule into the type and value fields, and writes it back the same', () => {
    for (const rule of ['user:lisi', 'role:hr', 'departLeader', 'initiator', 'variable:approver']) {
      const values = readPanel('userTask', bo('bpmn:UserTask', { 'dougong:assignee': rule }));
      expect(panelProperties('userTask', values)['dougong:assignee']).toBe(rule);
    }
    expect(readPanel('userTask', bo('bpmn:UserTask', { 'dougong:assignee': 'role:hr' }))).toMatchObject({
      assigneeType: 'role',
      assigneeRole: 'hr',
    });
  });

  it('writes candidates and buttons as comma lists, field rules as JSON without the editable ones, and drops empties', () => {
    const written = panelProperties('userTask', {
      name: '人事审批',
      assigneeType: 'user',
      assigneeUser: '',
      candidateRoles: ['hr', 'admin'],
      candidateUsers: [],
      formId: 'f1',
      fieldRules: { 天数: 'readonly', 事由: 'hidden', 请假人: 'editable' },
      buttons: ['approve', 'reject', 'comment'],
    });
    expect(written).toEqual({
      name: '人事审批',
      'dougong:assignee': undefined,
      'dougong:candidateUsers': undefined,
      'dougong:candidateRoles': 'hr,admin',
      'dougong:candidateDeparts': undefined,
      'dougong:formId': 'f1',
      'dougong:fieldRules': '{"天数":"readonly","事由":"hidden"}',
      'dougong:buttons': 'approve,reject,comment',
    });
  });

  it('writes only what changed: one keystroke is one property, an unchanged panel nothing', () => {
    const task = bo('bpmn:UserTask', {
      name: '经理审批',
      'dougong:assignee': 'initiator',
      'dougong:buttons': 'approve',
    });
    const values = readPanel('userTask', task);
    expect(changedProperties('userTask', task, values)).toEqual({});
    expect(changedProperties('userTask', task, { ...values, name: '经理审批2' })).toEqual({
      name: '经理审批2',
    });
  });

  it("shows a Camunda Modeler task's assignee and candidates as the server reads them", () => {
    const task = (attrs: Record<string, string>) => readPanel('userTask', bo('bpmn:UserTask', attrs));
    expect(task({ 'camunda:assignee': 'lisi' })).toMatchObject({
      assigneeType: 'user',
      assigneeUser: 'lisi',
    });
    expect(task({ 'camunda:assignee': '${initiator}' })).toMatchObject({ assigneeType: 'initiator' });
    expect(task({ 'camunda:assignee': '${approver}' })).toMatchObject({
      assigneeType: 'variable',
      assigneeVariable: 'approver',
    });
    expect(task({ 'camunda:candidateGroups': 'hr,finance' }).candidateRoles).toEqual(['hr', 'finance']);
    // Ours win, as on the server.
    expect(task({ 'camunda:assignee': 'lisi', 'dougong:assignee': 'initiator' }).assigneeType).toBe(
      'initiator',
    );
  });

  it('keeps an invalid process key out until it is a valid XML id', () => {
    expect(panelProperties('process', { key: '1leave', name: '请假' })).toEqual({ name: '请假' });
    expect(panelProperties('process', { key: 'leave_v2', name: '请假' })).toEqual({
      name: '请假',
      id: 'leave_v2',
    });
  });

  it('writes a flow condition as a bpmn:FormalExpression in one updateProperties command', () => {
    const flow: DiagramElement = {
      id: 'f',
      type: 'bpmn:SequenceFlow',
      businessObject: bo('bpmn:SequenceFlow'),
    };
    const { diagram, commands } = fakeDiagram(flow);
    expect(
      writePanel(diagram, flow, 'sequenceFlow', { name: '超过 3 天', condition: '{{ 天数 > 3 }}' }),
    ).toBe(true);
    expect(commands).toEqual([
      {
        name: '超过 3 天',
        conditionExpression: { $type: 'bpmn:FormalExpression', body: '{{ 天数 > 3 }}' },
      },
    ]);
    expect(readPanel('sequenceFlow', flow.businessObject)).toEqual({
      name: '超过 3 天',
      condition: '{{ 天数 > 3 }}',
    });
    expect(
      writePanel(diagram, flow, 'sequenceFlow', { name: '超过 3 天', condition: '{{ 天数 > 3 }}' }),
    ).toBe(false);
  });

  it('edits the process when nothing is selected, the element when one is', () => {
    const root: DiagramElement = { id: 'leave', type: 'bpmn:Process', businessObject: bo('bpmn:Process') };
    const task: DiagramElement = { id: 't', type: 'bpmn:UserTask', businessObject: bo('bpmn:UserTask') };
    const { diagram } = fakeDiagram(root);
    expect(panelTarget(diagram, [])?.kind).toBe('process');
    expect(panelTarget(diagram, [task])?.kind).toBe('userTask');
  });
});

describe('bpmn: dougong attributes survive import and export (bpmn-moddle with the dougong descriptor)', () => {
  it('reads them as typed properties, and writes them and Camunda attributes back', async () => {
    const moddle = new BpmnModdle({ dougong: DOUGONG_MODDLE });
    const { rootElement } = await moddle.fromXML(LEAVE_XML);
    const process = (rootElement as unknown as { rootElements: Array<{ flowElements: BusinessObject[] }> })
      .rootElements[0]!;
    const manager = process.flowElements.find((element) => element.id === 'manager')!;
    expect(readPanel('userTask', manager)).toMatchObject({
      name: '部门经理审批',
      assigneeType: 'departLeader',
      formId: 'f1',
      fieldRules: { 天数: 'readonly' },
      buttons: ['approve', 'reject'],
    });
    const flow = process.flowElements.find((element) => element.id === 'long')!;
    expect(readPanel('sequenceFlow', flow).condition).toBe('{{ 天数 > 3 }}');

    (manager as unknown as { set(k: string, v: string): void }).set('dougong:candidateRoles', 'hr');
    const { xml } = await moddle.toXML(rootElement, { format: true });
    expect(xml).toContain('xmlns:dougong="http://dougong.dev/schema/bpmn"');
    expect(xml).toContain('dougong:assignee="departLeader"');
    expect(xml).toContain('dougong:candidateRoles="hr"');
    expect(xml).toContain('dougong:fieldRules="{&#34;天数&#34;:&#34;readonly&#34;}"');
    expect(xml).toContain('camunda:assignee="kept"');
    expect(xml).toContain('dougong:formId="f1"');
  });

  it('a diagram without its drawing (written by a script) is laid out, its dougong attributes kept', async () => {
    expect(hasDrawing(LEAVE_XML)).toBe(false);
    const xml = await drawable(LEAVE_XML);
    expect(hasDrawing(xml)).toBe(true);
    expect(xml).toMatch(/<bpmndi:BPMNShape [^>]*bpmnElement="manager"/);
    // Laid out along its flows (the document leaves <incoming>/<outgoing> out): the flow is drawn.
    expect(xml).toMatch(/<bpmndi:BPMNEdge [^>]*bpmnElement="long"/);
    expect(xml).toContain('dougong:assignee="departLeader"');
    expect(xml).toContain('{{ 天数 &gt; 3 }}');
    expect(await drawable(newDiagramXml('Process_a1'))).toBe(newDiagramXml('Process_a1'));
  });

  it('a new diagram is a process with one start event and a key of its own', async () => {
    const moddle = new BpmnModdle({ dougong: DOUGONG_MODDLE });
    const { rootElement, warnings } = await moddle.fromXML(newDiagramXml('Process_a1'));
    expect(warnings).toEqual([]);
    const process = (
      rootElement as unknown as { rootElements: Array<{ id: string; flowElements: BusinessObject[] }> }
    ).rootElements[0]!;
    expect(process.id).toBe('Process_a1');
    expect(process.flowElements.map((element) => element.$type)).toEqual(['bpmn:StartEvent']);
    expect(newDiagramXml()).not.toBe(newDiagramXml());
  });
});

describe('bpmn: the palette, context pad and replace menu offer only what Dougong runs', () => {
  type Updater = (entries: Record<string, unknown>) => Record<string, unknown>;
  const providers: Record<
    string,
    {
      getPaletteEntries?(): Updater;
      getContextPadEntries?(e: object): Updater;
      getPopupMenuEntries?(): Updater;
      getPopupMenuHeaderEntries?(): Updater;
    }
  > = {};
  const register = (name: string) => ({
    registerProvider: (...args: unknown[]) => {
      providers[name] = args.at(-1) as (typeof providers)[string];
    },
  });
  const factory = { createShape: ({ type }: { type: string }) => ({ type }) };
  const built: Record<string, (...args: unknown[]) => unknown> = {};
  const make = (entry: unknown, ...args: unknown[]) => {
    const Type = (entry as [string, new (...a: unknown[]) => unknown])[1];
    return new Type(...args);
  };
  make(dougongPalette.dougongPaletteFilter, register('palette'), { start() {} }, factory, translate);
  make(dougongPalette.dougongContextPadFilter, register('contextPad'), { start() {} }, factory, translate, {
    get: () => ({ append() {} }),
  });
  make(dougongPalette.dougongReplaceMenuFilter, register('popupMenu'));
  void built;

  it('the palette: the tools, start and end events, user tasks, exclusive and parallel gateways', () => {
    const builtIn = Object.fromEntries(
      [
        'hand-tool',
        'lasso-tool',
        'space-tool',
        'global-connect-tool',
        'tool-separator',
        'create.start-event',
        'create.intermediate-event',
        'create.end-event',
        'create.exclusive-gateway',
        'create.task',
        'create.data-object',
        'create.data-store',
        'create.subprocess-expanded',
        'create.participant-expanded',
        'create.group',
      ].map((id) => [id, {}]),
    );
    const entries = providers.palette!.getPaletteEntries!()(builtIn);
    expect(Object.keys(entries).sort()).toEqual([...PALETTE_KEPT].sort());
    expect(entries['create.user-task']).toMatchObject({
      title: '用户任务',
      className: 'bpmn-icon-user-task',
    });
    expect(entries['create.parallel-gateway']).toMatchObject({ title: '并行网关' });
  });

  it("a task's context pad appends user tasks and gateways, not bpmn-js's plain task or intermediate events", () => {
    const builtIn = Object.fromEntries(
      [
        'append.end-event',
        'append.gateway',
        'append.append-task',
        'append.intermediate-event',
        'append.text-annotation',
        'connect',
        'replace',
        'delete',
      ].map((id) => [id, {}]),
    );
    const entries = providers.contextPad!.getContextPadEntries!({ type: 'bpmn:UserTask' })(builtIn);
    expect(Object.keys(entries)).toEqual([...CONTEXT_PAD_KEPT]);
    expect(entries['append.user-task']).toMatchObject({ title: '添加用户任务' });
    // An end event appends nothing.
    expect(
      Object.keys(
        providers.contextPad!.getContextPadEntries!({ type: 'bpmn:EndEvent' })({ delete: {}, connect: {} }),
      ),
    ).toEqual(['connect', 'delete']);
  });

  it('the replace menu keeps the types Dougong runs and no loop or multi-instance toggles', () => {
    const builtIn = Object.fromEntries(
      [
        'replace-with-user-task',
        'replace-with-service-task',
        'replace-with-script-task',
        'replace-with-inclusive-gateway',
        'replace-with-parallel-gateway',
        'replace-with-conditional-flow',
        'replace-with-default-flow',
      ].map((id) => [id, {}]),
    );
    expect(Object.keys(providers.popupMenu!.getPopupMenuEntries!()(builtIn))).toEqual([
      'replace-with-user-task',
      'replace-with-parallel-gateway',
      'replace-with-default-flow',
    ]);
    expect(REPLACE_KEPT).not.toContain('replace-with-script-task');
    expect(providers.popupMenu!.getPopupMenuHeaderEntries!()({ 'toggle-loop': {} })).toEqual({});
  });

  it('speaks Chinese, placeholders filled', () => {
    expect(translate('Append end event')).toBe('添加结束事件');
    expect(translate('Unknown {thing}', { thing: 'x' })).toBe('Unknown x');
  });
});
