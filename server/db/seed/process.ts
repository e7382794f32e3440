/**
 * The process engine's demo (issue 17): the leave form (请假申请表: 请假人 applicant, 天数 days, 事由 reason),
 * the 请假审批 diagram saved in 流程定义 and deployed as version 1, and the people it needs — 李四 (lisi)
 * is the 负责人 of 研发部 and 前端组, so he approves 张三's (zhangsan's) requests as 部门经理; 王五 (wangwu)
 * holds the role hr (人事) and claims 人事审批 for requests over 3 days. docs/process.md tells the story.
 */
import { newId } from '../ids';
import { readProcess } from '../../modules/process/bpmn';
import { LEAVE_FORM_ID, leaveFormDesign, leaveProcessXml } from '../../modules/process/examples';
import type { Audit, Ids, Tx } from './writer-types';

/** Departments and their 负责人 (director_user_ids) by username. */
export const SEED_DIRECTORS: Readonly<Record<string, readonly string[]>> = {
  A01A01: ['lisi'],
  A01A01A01: ['lisi'],
};

/** The demo's leave process: the form's fields, approvers see the request but do not change it. */
export const DEMO_LEAVE_XML = leaveProcessXml('hr', {
  daysField: 'days',
  fieldRules: { applicant: 'readonly', days: 'readonly', reason: 'readonly' },
});

/**
 * Writes the demo's departments' 负责人, the leave form, and the leave process saved and deployed; nothing
 * on a database whose migrations have not reached the process designs yet.
 *
 * @example
 * await seedProcessDemo(tx, audit, userIds, departIds)
 */
export async function seedProcessDemo(tx: Tx, audit: Audit, userIds: Ids, departIds: Ids): Promise<void> {
  // A database migrated only part of the way (the migration tests seed one) has no place for the demo yet.
  const tables = await tx.introspection.getTables();
  const departs = tables.find((table) => table.name === 'sys_depart');
  const ready =
    tables.some((table) => table.name === 'act_process') &&
    tables.some((table) => table.name === 'onl_design') &&
    departs?.columns.some((column) => column.name === 'director_user_ids');
  if (!ready) return;
  for (const [orgCode, usernames] of Object.entries(SEED_DIRECTORS)) {
    const ids = usernames.map((name) => userIds.get(name));
    const departId = departIds.get(orgCode);
    if (!departId || ids.some((id) => !id)) throw new Error(`Seed director of '${orgCode}' is unknown`);
    await tx
      .updateTable('sys_depart')
      .set({ director_user_ids: ids.join(',') })
      .where('id', '=', departId)
      .execute();
  }
  const jsonStr = JSON.stringify(leaveFormDesign());
  await tx
    .insertInto('onl_design')
    .values({
      id: LEAVE_FORM_ID,
      kind: 'form',
      name: '请假申请表',
      title: '请假申请表',
      json_str: jsonStr,
      version: 1,
      source_hash: null,
      created_by: audit.created_by,
      created_at: audit.created_at,
      updated_by: audit.created_by,
      updated_at: audit.created_at,
    })
    .execute();
  await tx
    .insertInto('onl_design_version')
    .values({
      id: newId(),
      design_id: LEAVE_FORM_ID,
      version: 1,
      json_str: jsonStr,
      saved_by: audit.created_by,
      saved_at: audit.created_at,
      note: null,
    })
    .execute();
  const parsed = await readProcess(DEMO_LEAVE_XML);
  await tx
    .insertInto('act_process')
    .values({
      id: newId(),
      process_key: parsed.key,
      name: parsed.name,
      bpmn_xml: DEMO_LEAVE_XML,
      created_by: 'admin',
      created_at: audit.created_at,
      updated_by: 'admin',
      updated_at: audit.created_at,
    })
    .execute();
  await tx
    .insertInto('act_definition')
    .values({
      id: newId(),
      process_key: parsed.key,
      name: parsed.name,
      version: 1,
      bpmn_xml: DEMO_LEAVE_XML,
      nodes_json: JSON.stringify(parsed.nodes),
      deployed_by: 'admin',
      deployed_at: audit.created_at,
    })
    .execute();
}
