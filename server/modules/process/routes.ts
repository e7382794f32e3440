/**
 * The process engine's calls (SPEC.md §7 "Process engine", docs/process.md), under /platform/process, GET as
 * the spec says except the two that carry a document: deploy (a BPMN diagram) and complete (the node form's
 * data). Permission codes are the 流程引擎 pages': process:definition (deploy), process:todo (start, claim,
 * complete, reject, recall, what one may do, history and comments of one's own instances), process:instance
 * (suspend, activate, close, invalidate, reassign, skip, and every instance's history).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ProcessCommentAddRequest,
  ProcessCompleteRequest,
  ProcessInstanceListQuery,
  ProcessDeployRequest,
  ProcessInstanceQuery,
  ProcessReasonQuery,
  ProcessReassignQuery,
  ProcessRejectQuery,
  ProcessSkipQuery,
  ProcessStartQuery,
  ProcessStateQuery,
  ProcessTaskQuery,
  ProcessPageQuery,
  ProcessTodoQuery,
} from '../../../schemas/index';
import { APP_ERR_VALIDATION } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { processDesignRoutes } from './design-routes';
import { deployFile } from './designs';
import { instanceDiagram } from './diagram';
import { donePage, listInstances, todoCounts, todoPage } from './lists';
import {
  addComment,
  assertCanSee,
  historyNodes,
  instanceComments,
  instanceOfTask,
  taskOperations,
} from './queries';
import {
  activateInstance,
  claimTask,
  closeInstance,
  completeTask,
  invalidateInstance,
  reassignTask,
  recallInstance,
  rejectToNode,
  skipToNode,
  startProcess,
  suspendInstance,
} from './service';

const BASE = '/platform/process';

/**
 * The start form's data: a JSON object in the `variables` parameter.
 *
 * @example
 * startVariables('{"天数":5}') // { 天数: 5 }
 */
export function startVariables(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new APP_ERR_VALIDATION('variables 应是表单数据的 JSON 对象');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new APP_ERR_VALIDATION('variables 应是表单数据的 JSON 对象');
  }
  return value as Record<string, unknown>;
}

/** @example await app.register(processRoutes); */
export const processRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ProcessDeployRequest }>(
    `${BASE}/tPProcess/deployProcess`,
    {
      config: { permission: 'process:definition', log: '部署流程' },
      schema: { body: ref('ProcessDeployRequest') },
    },
    async (request, reply) =>
      reply.ok(await deployFile(app.db, currentUser(request), request.body.bpmnXml, app.clock()), '部署成功'),
  );

  await processDesignRoutes(app, {});

  app.get<{ Querystring: ProcessInstanceListQuery }>(
    `${BASE}/processInstance/list`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessInstanceListQuery') } },
    async (request, reply) => reply.ok(await listInstances(app.db, request.query), '查询成功'),
  );

  app.get<{ Querystring: ProcessPageQuery }>(
    `${BASE}/processInstance/myList`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessPageQuery') } },
    async (request, reply) =>
      reply.ok(
        await listInstances(app.db, { ...request.query, initiator: currentUser(request).username }),
        '查询成功',
      ),
  );

  app.get<{ Querystring: ProcessPageQuery }>(
    `${BASE}/task/doneList`,
    { config: { permission: 'process:done' }, schema: { querystring: ref('ProcessPageQuery') } },
    async (request, reply) =>
      reply.ok(await donePage(app.db, currentUser(request), request.query), '查询成功'),
  );

  app.get<{ Querystring: ProcessStartQuery }>(
    `${BASE}/tPProcess/startUserDefinedProcess`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessStartQuery') } },
    async (request, reply) => {
      const { processKey, businessKey, variables } = request.query;
      const input = { processKey, businessKey, variables: startVariables(variables) };
      return reply.ok(await startProcess(app.db, currentUser(request), input, app.clock()), '流程已发起');
    },
  );

  app.post<{ Body: ProcessCompleteRequest }>(
    `${BASE}/task/complete`,
    {
      config: { permission: 'process:todo', log: '办理任务' },
      schema: { body: ref('ProcessCompleteRequest') },
    },
    async (request, reply) => {
      const body = request.body;
      const input = {
        taskId: body.taskId,
        comment: body.comment,
        variables: body.variables as Record<string, unknown>,
      };
      return reply.ok(await completeTask(app.db, currentUser(request), input, app.clock()), '办理成功');
    },
  );

  /** What the caller may do on a task, once they may see its instance (404 as a missing one otherwise). */
  const visibleOperations = async (request: FastifyRequest, taskId: string) => {
    const user = currentUser(request);
    await assertCanSee(app.db, user, await instanceOfTask(app.db, taskId), user.permissionCodes);
    return taskOperations(app.db, user, taskId);
  };

  app.get<{ Querystring: ProcessTaskQuery }>(
    `${BASE}/task/getTaskOperate`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessTaskQuery') } },
    async (request, reply) => reply.ok(await visibleOperations(request, request.query.taskId), '查询成功'),
  );

  app.get<{ Querystring: ProcessTaskQuery }>(
    `${BASE}/tPProcessnodeButtonconfig/processNodeButtons`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessTaskQuery') } },
    async (request, reply) =>
      reply.ok((await visibleOperations(request, request.query.taskId)).buttons, '查询成功'),
  );

  app.get<{ Querystring: ProcessTodoQuery }>(
    `${BASE}/task/todoList`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessTodoQuery') } },
    async (request, reply) =>
      reply.ok(await todoPage(app.db, currentUser(request), request.query), '查询成功'),
  );

  app.get(`${BASE}/task/todoCounts`, { config: { permission: 'process:todo' } }, async (request, reply) =>
    reply.ok(await todoCounts(app.db, currentUser(request)), '查询成功'),
  );

  app.get<{ Querystring: ProcessTaskQuery }>(
    `${BASE}/activity/claim`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessTaskQuery') } },
    async (request, reply) =>
      reply.ok(await claimTask(app.db, currentUser(request), request.query.taskId, app.clock()), '认领成功'),
  );

  app.get<{ Querystring: ProcessStateQuery }>(
    `${BASE}/activity/setProcessState`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessStateQuery') } },
    async (request, reply) => {
      const { id, state } = request.query;
      const change = state === '2' ? suspendInstance : activateInstance;
      return reply.ok(
        await change(app.db, currentUser(request), id, app.clock()),
        state === '2' ? '已挂起' : '已激活',
      );
    },
  );

  const instanceCall = (
    path: string,
    run: (user: ReturnType<typeof currentUser>, id: string) => Promise<unknown>,
    message: string,
  ) =>
    app.get<{ Querystring: ProcessInstanceQuery }>(
      `${BASE}/processInstance/${path}`,
      { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessInstanceQuery') } },
      async (request, reply) => reply.ok(await run(currentUser(request), request.query.id), message),
    );
  instanceCall(
    'suspendProcessInstance',
    (user, id) => suspendInstance(app.db, user, id, app.clock()),
    '已挂起',
  );
  instanceCall(
    'startProcessInstance',
    (user, id) => activateInstance(app.db, user, id, app.clock()),
    '已激活',
  );

  app.get<{ Querystring: ProcessReasonQuery }>(
    `${BASE}/processInstance/closeProcessInstance`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessReasonQuery') } },
    async (request, reply) =>
      reply.ok(
        await closeInstance(
          app.db,
          currentUser(request),
          request.query.id,
          request.query.reason,
          app.clock(),
        ),
        '已关闭',
      ),
  );

  app.get<{ Querystring: ProcessReasonQuery }>(
    `${BASE}/processInstance/invalidProcess`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessReasonQuery') } },
    async (request, reply) =>
      reply.ok(
        await invalidateInstance(
          app.db,
          currentUser(request),
          request.query.id,
          request.query.reason,
          app.clock(),
        ),
        '已作废',
      ),
  );

  app.get<{ Querystring: ProcessReassignQuery }>(
    `${BASE}/processInstance/reassign`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessReassignQuery') } },
    async (request, reply) =>
      reply.ok(
        await reassignTask(
          app.db,
          currentUser(request),
          request.query.taskId,
          request.query.username,
          app.clock(),
        ),
        '转办成功',
      ),
  );

  app.get<{ Querystring: ProcessSkipQuery }>(
    `${BASE}/processInstance/skipNode`,
    { config: { permission: 'process:instance' }, schema: { querystring: ref('ProcessSkipQuery') } },
    async (request, reply) => {
      const { id, nodeId, comment } = request.query;
      return reply.ok(
        await skipToNode(app.db, currentUser(request), id, nodeId, comment ?? '', app.clock()),
        '已跳转',
      );
    },
  );

  app.get<{ Querystring: ProcessInstanceQuery }>(
    `${BASE}/processInstance/getHisNodes`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessInstanceQuery') } },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCanSee(app.db, user, request.query.id, user.permissionCodes);
      return reply.ok(await historyNodes(app.db, request.query.id), '查询成功');
    },
  );

  app.get<{ Querystring: ProcessInstanceQuery }>(
    `${BASE}/processInstance/diagram`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessInstanceQuery') } },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCanSee(app.db, user, request.query.id, user.permissionCodes);
      return reply.ok(await instanceDiagram(app.db, request.query.id), '查询成功');
    },
  );

  app.get<{ Querystring: ProcessInstanceQuery }>(
    `${BASE}/processInstance/callBackProcess`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessInstanceQuery') } },
    async (request, reply) =>
      reply.ok(await recallInstance(app.db, currentUser(request), request.query.id, app.clock()), '已撤回'),
  );

  app.get<{ Querystring: ProcessRejectQuery }>(
    `${BASE}/processInstance/disagreeCallBackProcess`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessRejectQuery') } },
    async (request, reply) =>
      reply.ok(await rejectToNode(app.db, currentUser(request), request.query, app.clock()), '已驳回'),
  );

  app.get<{ Querystring: ProcessInstanceQuery }>(
    `${BASE}/tPCommonComment/queryCommentsItemsList`,
    { config: { permission: 'process:todo' }, schema: { querystring: ref('ProcessInstanceQuery') } },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCanSee(app.db, user, request.query.id, user.permissionCodes);
      return reply.ok(await instanceComments(app.db, request.query.id), '查询成功');
    },
  );

  app.post<{ Body: ProcessCommentAddRequest }>(
    `${BASE}/tPCommonComment/add`,
    {
      config: { permission: 'process:todo', log: '流程评论' },
      schema: { body: ref('ProcessCommentAddRequest') },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCanSee(app.db, user, request.body.instanceId, user.permissionCodes);
      return reply.ok(await addComment(app.db, user, request.body, app.clock()), '评论成功');
    },
  );
};
