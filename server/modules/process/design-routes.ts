/**
 * The calls of 流程定义 (saved diagrams, JeecgBoot's tPProcess: list, queryById, add, edit, delete,
 * deploy by GET, versions; startableList for whoever may start a process) and of 节点按钮
 * (tPProcessnodeButtonconfig), under /platform/process. Permission codes: process:definition for the
 * diagrams, process:node-button for the buttons, process:todo for startableList.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  ProcessDesignAddRequest,
  ProcessDesignEditRequest,
  ProcessDesignListQuery,
  ProcessIdQuery,
  ProcessIdsQuery,
  ProcessNodeButtonAddRequest,
  ProcessNodeButtonEditRequest,
  ProcessNodeButtonListQuery,
  ProcessVersionListQuery,
} from '../../../schemas/index';
import { splitIds } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import {
  addDesign,
  deleteDesigns,
  deployDesign,
  designById,
  editDesign,
  listDesigns,
  listVersions,
  startableProcesses,
} from './designs';
import {
  addNodeButton,
  deleteNodeButtons,
  editNodeButton,
  listNodeButtons,
  nodeButtonById,
} from './node-buttons';

const BASE = '/platform/process/tPProcess';
const BUTTONS = '/platform/process/tPProcessnodeButtonconfig';

/** @example await app.register(processDesignRoutes); */
export const processDesignRoutes: FastifyPluginAsync = async (app) => {
  const definition = { permission: 'process:definition' };

  app.get<{ Querystring: ProcessDesignListQuery }>(
    `${BASE}/list`,
    { config: definition, schema: { querystring: ref('ProcessDesignListQuery') } },
    async (request, reply) => reply.ok(await listDesigns(app.db, request.query), '查询成功'),
  );

  app.get<{ Querystring: ProcessIdQuery }>(
    `${BASE}/queryById`,
    { config: definition, schema: { querystring: ref('ProcessIdQuery') } },
    async (request, reply) => reply.ok(await designById(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: ProcessDesignAddRequest }>(
    `${BASE}/add`,
    { config: { ...definition, log: '保存流程图' }, schema: { body: ref('ProcessDesignAddRequest') } },
    async (request, reply) =>
      reply.ok(await addDesign(app.db, currentUser(request), request.body.bpmnXml, app.clock()), '保存成功'),
  );

  app.put<{ Body: ProcessDesignEditRequest }>(
    `${BASE}/edit`,
    { config: { ...definition, log: '保存流程图' }, schema: { body: ref('ProcessDesignEditRequest') } },
    async (request, reply) =>
      reply.ok(await editDesign(app.db, currentUser(request), request.body, app.clock()), '保存成功'),
  );

  app.delete<{ Querystring: ProcessIdQuery }>(
    `${BASE}/delete`,
    { config: { ...definition, log: '删除流程图' }, schema: { querystring: ref('ProcessIdQuery') } },
    async (request, reply) => {
      await deleteDesigns(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: ProcessIdsQuery }>(
    `${BASE}/deleteBatch`,
    { config: { ...definition, log: '删除流程图' }, schema: { querystring: ref('ProcessIdsQuery') } },
    async (request, reply) => {
      await deleteDesigns(app.db, splitIds(request.query.ids));
      return reply.ok(null, '批量删除成功!');
    },
  );

  app.get<{ Querystring: ProcessIdQuery }>(
    `${BASE}/deployProcess`,
    { config: { ...definition, log: '部署流程' }, schema: { querystring: ref('ProcessIdQuery') } },
    async (request, reply) =>
      reply.ok(await deployDesign(app.db, currentUser(request), request.query.id, app.clock()), '部署成功'),
  );

  app.get<{ Querystring: ProcessVersionListQuery }>(
    `${BASE}/versions`,
    { config: definition, schema: { querystring: ref('ProcessVersionListQuery') } },
    async (request, reply) => reply.ok(await listVersions(app.db, request.query), '查询成功'),
  );

  app.get(`${BASE}/startableList`, { config: { permission: 'process:todo' } }, async (_request, reply) =>
    reply.ok(await startableProcesses(app.db), '查询成功'),
  );

  const buttons = { permission: 'process:node-button' };

  app.get<{ Querystring: ProcessNodeButtonListQuery }>(
    `${BUTTONS}/list`,
    { config: buttons, schema: { querystring: ref('ProcessNodeButtonListQuery') } },
    async (request, reply) => reply.ok(await listNodeButtons(app.db, request.query), '查询成功'),
  );

  app.get<{ Querystring: ProcessIdQuery }>(
    `${BUTTONS}/queryById`,
    { config: buttons, schema: { querystring: ref('ProcessIdQuery') } },
    async (request, reply) => reply.ok(await nodeButtonById(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: ProcessNodeButtonAddRequest }>(
    `${BUTTONS}/add`,
    { config: { ...buttons, log: '添加节点按钮' }, schema: { body: ref('ProcessNodeButtonAddRequest') } },
    async (request, reply) =>
      reply.ok(await addNodeButton(app.db, currentUser(request), request.body, app.clock()), '添加成功'),
  );

  app.put<{ Body: ProcessNodeButtonEditRequest }>(
    `${BUTTONS}/edit`,
    { config: { ...buttons, log: '编辑节点按钮' }, schema: { body: ref('ProcessNodeButtonEditRequest') } },
    async (request, reply) =>
      reply.ok(await editNodeButton(app.db, currentUser(request), request.body, app.clock()), '编辑成功'),
  );

  app.delete<{ Querystring: ProcessIdQuery }>(
    `${BUTTONS}/delete`,
    { config: { ...buttons, log: '删除节点按钮' }, schema: { querystring: ref('ProcessIdQuery') } },
    async (request, reply) => {
      await deleteNodeButtons(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: ProcessIdsQuery }>(
    `${BUTTONS}/deleteBatch`,
    { config: { ...buttons, log: '删除节点按钮' }, schema: { querystring: ref('ProcessIdsQuery') } },
    async (request, reply) => {
      await deleteNodeButtons(app.db, splitIds(request.query.ids));
      return reply.ok(null, '批量删除成功!');
    },
  );
};
