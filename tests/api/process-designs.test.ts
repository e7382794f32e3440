/**
 * 流程定义's saved diagrams (tPProcess: list, queryById, add, edit, delete, deleteBatch, GET deployProcess,
 * versions, startableList) and 节点按钮 (tPProcessnodeButtonconfig CRUD), with the refusals: a malformed
 * XML says where, a key used by another design, deploy checks only at deploy, dougong:fieldRules and
 * dougong:buttons checked at deploy, unknown button codes, 403 without the page's permission, 404 for an
 * unknown id. On each dialect, starting from the seed's demo (请假审批 saved and deployed as version 1).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_FORM_ID } from '../../server/modules/process/examples';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const P = '/platform/process';
const t_ = () => `_t=${Date.now()}`;

/** A diagram of key `key`: start → 审批 (user:lisi, with `extra` attributes) → end; `body` replaces it whole. */
const diagram = (
  key: string,
  name: string,
  extra = '',
  body?: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:dougong="http://dougong.dev/schema/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    ${
      body ??
      `<bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" dougong:assignee="user:lisi" ${extra} />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />`
    }
  </bpmn:process>
</bpmn:definitions>`;

interface Design {
  id: string;
  processKey: string;
  name: string;
  deployedVersion: number | null;
  deployTime: string | null;
  bpmnXml?: string;
  createBy: string | null;
}

describe.each(dialects())('流程定义 and 节点按钮 on $name', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  const token: Record<string, string> = {};
  const get = (url: string, who = 'admin') => getWithToken(app, `${P}/${url}&${t_()}`, token[who]);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who = 'admin') =>
    sendWithToken(app, method, `${P}/${url}`, token[who], body);

  beforeAll(async () => {
    t = await withApp(dialect);
    app = t.app;
    for (const name of ['admin', 'zhangsan', 'lisi']) token[name] = await tokenFor(app, name);
  });
  afterAll(() => t?.close());

  it('lists the demo 请假审批 as saved and deployed (version 1), without its XML', async () => {
    const page = envelopeOf<{ records: Design[]; total: number }>(
      await get('tPProcess/list?pageNo=1&pageSize=10'),
    ).result;
    expect(page.records).toEqual([
      expect.objectContaining({
        processKey: 'leave',
        name: '请假审批',
        deployedVersion: 1,
        createBy: 'admin',
      }),
    ]);
    expect(page.records[0]).not.toHaveProperty('bpmnXml');
    const found = envelopeOf<{ records: Design[] }>(
      await get(`tPProcess/list?name=${encodeURIComponent('请假')}`),
    ).result.records;
    expect(found).toHaveLength(1);
    expect(envelopeOf<{ total: number }>(await get('tPProcess/list?processKey=nothing')).result.total).toBe(
      0,
    );
    // JeecgBoot's list mixin sorts with column and order; other columns are refused.
    expect((await get('tPProcess/list?column=createTime&order=desc&pageNo=1')).statusCode).toBe(200);
    expect((await get('tPProcess/list?column=bpmn_xml&order=desc')).statusCode).toBe(400);
  });

  it('saves a half-drawn diagram as a draft (no deploy checks), refuses it at deploy, deploys it once finished', async () => {
    const half = diagram(
      'expense',
      '报销审批',
      '',
      `<bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" />`,
    );
    const added = await send('POST', 'tPProcess/add', { bpmnXml: half });
    expect(added.statusCode).toBe(200);
    const draft = envelopeOf<Design>(added).result;
    expect(draft).toMatchObject({
      processKey: 'expense',
      name: '报销审批',
      deployedVersion: null,
      deployTime: null,
    });
    expect(draft.bpmnXml).toBe(half);

    const refused = await get(`tPProcess/deployProcess?id=${draft.id}`);
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).message).toMatch(/^流程图不能部署：.*「审批」\(approve\)/);

    const edited = await send('PUT', 'tPProcess/edit', {
      id: draft.id,
      bpmnXml: diagram('expense', '费用报销'),
    });
    expect(envelopeOf<Design>(edited).result).toMatchObject({ name: '费用报销', deployedVersion: null });
    const deployed = await get(`tPProcess/deployProcess?id=${draft.id}`);
    expect(deployed.statusCode).toBe(200);
    expect(envelopeOf(deployed).result).toMatchObject({
      processKey: 'expense',
      name: '费用报销',
      version: 1,
    });
    const again = envelopeOf<{ version: number }>(await get(`tPProcess/deployProcess?id=${draft.id}`)).result;
    expect(again.version).toBe(2);

    const read = envelopeOf<Design>(await get(`tPProcess/queryById?id=${draft.id}`)).result;
    expect(read).toMatchObject({
      processKey: 'expense',
      deployedVersion: 2,
      bpmnXml: diagram('expense', '费用报销'),
    });
    expect(read.deployTime).not.toBeNull();
    const versions = envelopeOf<{ records: Array<{ version: number; deployBy: string }>; total: number }>(
      await get('tPProcess/versions?processKey=expense&pageNo=1&pageSize=10'),
    ).result;
    expect(versions.records.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.records[0].deployBy).toBe('admin');

    // Deleting the design keeps what was deployed: it can still be started.
    expect((await send('DELETE', `tPProcess/delete?id=${draft.id}`)).statusCode).toBe(200);
    expect((await get(`tPProcess/queryById?id=${draft.id}`)).statusCode).toBe(404);
    expect(
      envelopeOf<{ total: number }>(await get('tPProcess/versions?processKey=expense')).result.total,
    ).toBe(2);
    const started = await get(`tPProcess/startUserDefinedProcess?processKey=expense`, 'zhangsan');
    expect(started.statusCode).toBe(200);
  });

  it('refuses malformed XML saying where, a key another design uses, and unknown ids', async () => {
    const broken = diagram('broken', '坏图').replace(
      '<bpmn:endEvent id="end" name="结束" />',
      '<bpmn:endEvent id="end">',
    );
    const res = await send('POST', 'tPProcess/add', { bpmnXml: broken });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message).toMatch(/^流程图不能保存：BPMN 文件格式错误，第 \d+ 行第 \d+ 列：/);
    const taken = await send('POST', 'tPProcess/add', { bpmnXml: diagram('leave', '另一个请假') });
    expect(taken.statusCode).toBe(400);
    expect(envelopeOf(taken).message).toBe(
      '流程标识「leave」已被流程「请假审批」使用：请在流程图中改用另一个流程标识（bpmn:process 的 id）',
    );
    const other = envelopeOf<Design>(
      await send('POST', 'tPProcess/add', { bpmnXml: diagram('other', '其他') }),
    ).result;
    const renamed = await send('PUT', 'tPProcess/edit', { id: other.id, bpmnXml: diagram('leave', '其他') });
    expect(renamed.statusCode).toBe(400);
    expect((await send('PUT', 'tPProcess/edit', { id: 'nope', bpmnXml: diagram('x', 'x') })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `tPProcess/deleteBatch?ids=${other.id},nope`)).statusCode).toBe(404);
    expect((await get(`tPProcess/queryById?id=${other.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `tPProcess/deleteBatch?ids=${other.id},`)).statusCode).toBe(200);
    expect((await get('tPProcess/deployProcess?id=nope')).statusCode).toBe(404);
    expect((await get('tPProcess/queryById?id=a%20b')).statusCode).toBe(400);
    expect((await send('POST', 'tPProcess/add', { bpmnXml: '' })).statusCode).toBe(400);
  });

  it('checks dougong:fieldRules and dougong:buttons at deploy, naming the node', async () => {
    const deploy = (xml: string) => send('POST', 'tPProcess/deployProcess', { bpmnXml: xml });
    const badRule = await deploy(diagram('rules', '字段', `dougong:fieldRules='{"days":"writable"}'`));
    expect(badRule.statusCode).toBe(400);
    expect(envelopeOf(badRule).message).toBe(
      '流程图不能部署：用户任务「审批」(approve)的字段「days」权限「writable」无效：只能是 editable（可编辑）、readonly（只读）或 hidden（隐藏）',
    );
    const notJson = await deploy(diagram('rules', '字段', `dougong:fieldRules="days:readonly"`));
    expect(envelopeOf(notJson).message).toMatch(
      /^流程图不能部署：用户任务「审批」\(approve\)的字段权限（dougong:fieldRules）不是 JSON 对象/,
    );
    const badButton = await deploy(diagram('rules', '字段', `dougong:buttons="approve,print"`));
    expect(badButton.statusCode).toBe(400);
    expect(envelopeOf(badButton).message).toMatch(
      /^流程图不能部署：用户任务「审批」\(approve\)的按钮「print」无法识别/,
    );
    const good = await deploy(
      diagram(
        'rules',
        '字段',
        `dougong:fieldRules='{"days":"readonly","reason":"hidden"}' dougong:buttons="approve,comment"`,
      ),
    );
    expect(good.statusCode).toBe(200);
    // A file deployed by POST is listed in 流程定义 as a saved diagram of its key.
    const listed = envelopeOf<{ records: Design[] }>(await get('tPProcess/list?processKey=rules')).result
      .records;
    expect(listed).toEqual([
      expect.objectContaining({ processKey: 'rules', name: '字段', deployedVersion: 1 }),
    ]);

    // Applied: 李四 is not sent the hidden 事由, and what he sends for 天数 and 事由 is ignored.
    const variables = encodeURIComponent(JSON.stringify({ days: 2, reason: '私事' }));
    const started = envelopeOf<{ instanceId: string; openTasks: Array<{ id: string }> }>(
      await get(`tPProcess/startUserDefinedProcess?processKey=rules&variables=${variables}`, 'zhangsan'),
    ).result;
    const task = started.openTasks[0].id;
    const operate = envelopeOf<{ fieldRules: object; variables: object; buttons: Array<{ code: string }> }>(
      await get(`task/getTaskOperate?taskId=${task}`, 'lisi'),
    ).result;
    expect(operate.fieldRules).toEqual({ days: 'readonly', reason: 'hidden' });
    expect(operate.variables).toEqual({ days: 2, initiator: 'zhangsan' });
    expect(operate.buttons.map((b) => b.code)).toEqual(['approve', 'comment']);
    const done = await send(
      'POST',
      'task/complete',
      { taskId: task, variables: { days: 9, reason: '改', note: '好' } },
      'lisi',
    );
    expect(done.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('act_instance')
      .select('variables_json')
      .where('id', '=', started.instanceId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.variables_json)).toEqual({
      days: 2,
      reason: '私事',
      note: '好',
      initiator: 'zhangsan',
    });
  });

  it('offers the newest version of each key with its start form to whoever may start (process:todo)', async () => {
    const list = envelopeOf<
      Array<{ processKey: string; version: number; formId: string | null; form: unknown }>
    >(await get('tPProcess/startableList?x=1', 'zhangsan')).result;
    const leave = list.find((p) => p.processKey === 'leave');
    expect(leave).toMatchObject({ name: '请假审批', version: 1, formId: LEAVE_FORM_ID });
    const models = (leave!.form as { list: Array<{ model: string; name: string }> }).list.map((w) => [
      w.name,
      w.model,
    ]);
    expect(models).toEqual([
      ['请假人', 'applicant'],
      ['天数', 'days'],
      ['事由', 'reason'],
    ]);
  });

  it('keeps 流程定义 to process:definition and 节点按钮 to process:node-button (403 for a user)', async () => {
    expect((await get('tPProcess/list?pageNo=1', 'zhangsan')).statusCode).toBe(403);
    expect((await send('POST', 'tPProcess/add', { bpmnXml: diagram('z', 'z') }, 'zhangsan')).statusCode).toBe(
      403,
    );
    expect((await get('tPProcess/deployProcess?id=x', 'zhangsan')).statusCode).toBe(403);
    expect((await get('tPProcessnodeButtonconfig/list?pageNo=1', 'zhangsan')).statusCode).toBe(403);
    expect(
      (
        await send(
          'POST',
          'tPProcessnodeButtonconfig/add',
          { processKey: 'leave', nodeId: 'manager', buttonCode: 'approve' },
          'lisi',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('adds, lists, edits and deletes node buttons; refuses an unknown code and a second row of one code', async () => {
    type Button = {
      id: string;
      nodeName: string | null;
      buttonCode: string;
      buttonName: string;
      sortNo: number;
    };
    const added = await send('POST', 'tPProcessnodeButtonconfig/add', {
      processKey: 'leave',
      nodeId: 'manager',
      buttonCode: 'approve',
      sortNo: 1,
    });
    expect(added.statusCode).toBe(200);
    const approve = envelopeOf<Button>(added).result;
    expect(approve).toMatchObject({ nodeName: '部门经理审批', buttonName: '同意', sortNo: 1 });
    const unknown = await send('POST', 'tPProcessnodeButtonconfig/add', {
      processKey: 'leave',
      nodeId: 'manager',
      buttonCode: 'print',
    });
    expect(unknown.statusCode).toBe(400);
    const twice = await send('POST', 'tPProcessnodeButtonconfig/add', {
      processKey: 'leave',
      nodeId: 'manager',
      buttonCode: 'approve',
    });
    expect(twice.statusCode).toBe(400);
    expect(envelopeOf(twice).message).toBe('节点「manager」已配置按钮 approve：请修改已有的那一条');
    const edited = await send('PUT', 'tPProcessnodeButtonconfig/edit', {
      id: approve.id,
      processKey: 'leave',
      nodeId: 'manager',
      buttonCode: 'approve',
      buttonName: '批准',
      sortNo: 2,
    });
    expect(envelopeOf<Button>(edited).result).toMatchObject({ buttonName: '批准', sortNo: 2 });
    const list = envelopeOf<{ records: Button[]; total: number }>(
      await get('tPProcessnodeButtonconfig/list?processKey=leave&nodeId=manager&pageNo=1&pageSize=10'),
    ).result;
    expect(list.records.map((b) => b.buttonName)).toEqual(['批准']);
    await send('POST', 'tPProcessnodeButtonconfig/add', {
      processKey: 'leave',
      nodeId: 'manager',
      buttonCode: 'comment',
      sortNo: 5,
    });
    const bySortNo = envelopeOf<{ records: Button[] }>(
      await get('tPProcessnodeButtonconfig/list?processKey=leave&column=sortNo&order=desc'),
    ).result.records;
    expect(bySortNo.map((b) => b.buttonCode)).toEqual(['comment', 'approve']);
    expect((await get('tPProcessnodeButtonconfig/list?column=id')).statusCode).toBe(400);
    await send('DELETE', `tPProcessnodeButtonconfig/delete?id=${bySortNo[0].id}`);
    expect((await get(`tPProcessnodeButtonconfig/queryById?id=${approve.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `tPProcessnodeButtonconfig/delete?id=${approve.id}`)).statusCode).toBe(200);
    expect((await get(`tPProcessnodeButtonconfig/queryById?id=${approve.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `tPProcessnodeButtonconfig/deleteBatch?ids=${approve.id}`)).statusCode).toBe(
      404,
    );
  });
});
