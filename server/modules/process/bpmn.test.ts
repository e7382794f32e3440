import { describe, expect, it } from 'vitest';
import {
  BpmnRefusal,
  assigneeRule,
  buttonCodes,
  fieldRules,
  parsePosition,
  readDraft,
  readProcess,
} from './bpmn';
import { leaveProcessXml } from './examples';

describe('reading a BPMN diagram for deploy', () => {
  it('reads the leave process: nodes, flows and the assignee rules of our attributes', async () => {
    const parsed = await readProcess(leaveProcessXml('hr'));
    expect(parsed.key).toBe('leave');
    expect(parsed.name).toBe('请假审批');
    expect(parsed.nodes.manager).toMatchObject({
      type: 'userTask',
      name: '部门经理审批',
      assignee: { kind: 'departLeader' },
      formId: 'leave-form',
      next: ['days'],
    });
    expect(parsed.nodes.hr).toMatchObject({ candidateRoles: ['hr'] });
    expect(parsed.nodes.days.next.sort()).toEqual(['end', 'hr']);
  });

  it('reads every assignee kind and refuses an unknown one', () => {
    expect(assigneeRule('user:zhangsan', '(u)')).toEqual({ kind: 'user', value: 'zhangsan' });
    expect(assigneeRule('variable:经理', '(u)')).toEqual({ kind: 'variable', value: '经理' });
    expect(assigneeRule('initiator', '(u)')).toEqual({ kind: 'initiator' });
    expect(() => assigneeRule('boss', '(u)')).toThrow(BpmnRefusal);
  });

  it('gives moddle positions 1-based', () => {
    expect(
      parsePosition(
        'unparsable content </x> detected\n\tline: 2\n\tcolumn: 30\n\tnested error: closing tag mismatch',
      ),
    ).toBe('第 3 行第 31 列：结束标签与开始标签不匹配');
  });

  it('says what the XML parser found in Chinese, and nothing it did not translate', () => {
    expect(
      parsePosition(
        'unparsable content <a/> detected\n\tline: 0\n\tcolumn: 0\n\tnested error: unexpected element <a>',
      ),
    ).toBe('第 1 行第 1 列：不认识的元素 <a>');
    expect(parsePosition('failed to parse document as <bpmn:Definitions>')).toBe('无法解析');
    expect(parsePosition('x\n\tline: 4\n\tcolumn: 0\n\tnested error: something new in English')).toBe(
      '第 5 行第 1 列：无法解析',
    );
  });

  it('refuses a timer event and a second process', async () => {
    const timer = leaveProcessXml().replace(
      '<bpmn:startEvent id="start" name="开始" dougong:formId="leave-form" />',
      '<bpmn:startEvent id="start" name="开始"><bpmn:timerEventDefinition /></bpmn:startEvent>',
    );
    await expect(readProcess(timer)).rejects.toThrow('事件「开始」(start)带有事件定义');
    const two = leaveProcessXml().replace(
      '</bpmn:definitions>',
      '<bpmn:process id="other" /></bpmn:definitions>',
    );
    await expect(readProcess(two)).rejects.toThrow('现有 2 个');
  });
});

describe('the screens’ attributes: field rules, buttons, the start form, drafts', () => {
  it('reads the demo leave process’s field rules and the start event’s form', async () => {
    const parsed = await readProcess(
      leaveProcessXml('hr', { daysField: 'days', fieldRules: { days: 'readonly', reason: 'hidden' } }),
    );
    expect(parsed.nodes.start.formId).toBe('leave-form');
    expect(parsed.nodes.manager.fieldRules).toEqual({ days: 'readonly', reason: 'hidden' });
    expect(parsed.nodes.manager.buttons).toBeUndefined();
  });

  it('accepts only editable, readonly and hidden in a JSON object', () => {
    expect(fieldRules('{"days":"readonly","note":"editable"}', '「审批」(u)')).toEqual({
      days: 'readonly',
      note: 'editable',
    });
    expect(() => fieldRules('{"days":"write"}', '「审批」(u)')).toThrow(
      '用户任务「审批」(u)的字段「days」权限「write」无效：只能是 editable（可编辑）、readonly（只读）或 hidden（隐藏）',
    );
    expect(() => fieldRules('["days"]', '「审批」(u)')).toThrow(/不是 JSON 对象/);
    expect(() => fieldRules('{"__proto__":"hidden"}', '「审批」(u)')).toThrow(/不是字段标识/);
  });

  it('accepts known button codes only, each once', () => {
    expect(buttonCodes(' approve, reject ,approve', '(u)')).toEqual(['approve', 'reject']);
    expect(() => buttonCodes('approve,print', '(u)')).toThrow(
      '用户任务(u)的按钮「print」无法识别：可用 approve、reject、recall、claim、comment、reassign、skip',
    );
  });

  it('reads a draft’s key and name without the deploy checks, and says where malformed XML breaks', async () => {
    // No end event yet: every flow to it goes back to 人事审批 for now.
    const half = leaveProcessXml()
      .replace(/<bpmn:endEvent[^>]*\/>/, '')
      .replace(/<bpmndi:BPMNShape id="end_di".*?<\/bpmndi:BPMNShape>/, '')
      .replaceAll('targetRef="end"', 'targetRef="hr"');
    await expect(readProcess(half)).rejects.toThrow(BpmnRefusal);
    expect(await readDraft(half)).toEqual({ key: 'leave', name: '请假审批' });
    await expect(readDraft('<bpmn:definitions')).rejects.toThrow(/^BPMN 文件格式错误/);
  });
});
