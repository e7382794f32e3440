import { describe, expect, it } from 'vitest';
import { BpmnRefusal, assigneeRule, parsePosition, readProcess } from './bpmn';
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
      '<bpmn:startEvent id="start" name="开始" />',
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
