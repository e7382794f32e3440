/**
 * Data collection (数据采集, SPEC.md §1 and §7 "Data collection and designer"): the projects under
 * /platform/reptile/project (queryFullConditon among them), the synchronisation calls under
 * /platform/ywcj/tZszhYwcjReptile (synReptile starts a run), and the collected rows under
 * /platform/reptile/data. Projects and runs need reptile:project (采集项目), rows reptile:data (采集数据).
 * This process's crawl worker starts with the app and gives its runs back when the app closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { APP_ERR_REPTILE_INPUT } from './errors';
import {
  addProject,
  deleteProject,
  editProject,
  formOptions,
  listProjects,
  projectOptions,
  requireProject,
  toRecord,
  type ProjectInput,
} from './projects';
import { deleteRows, editRow, exportCsv, exportXlsx, formOf, getRow, listRows, type RowQuery } from './rows';
import * as runs from './runs';
import { allowListOf } from './safety';
import { ID, ID_QUERY, IDS_QUERY, PROJECT_BODY, ROW_QUERY, RUNS_QUERY } from './schemas';
import { ReptileWorker } from './worker';

/** The live page the 采集项目 screen listens on for run progress. */
export const REPTILE_LIVE_PAGE = 'reptile';
const PROJECT = '/platform/reptile/project';
const SYNC = '/platform/ywcj/tZszhYwcjReptile';
const DATA = '/platform/reptile/data';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** @example await app.register(reptileRoutes); */
export const reptileRoutes: FastifyPluginAsync = async (app) => {
  const allow = allowListOf(process.env.REPTILE_ALLOWED_HOSTS);
  const worker = new ReptileWorker({
    db: app.db,
    clock: app.clock,
    allow,
    log: app.log,
    onProgress: (run) =>
      app.liveSocket.publish(
        REPTILE_LIVE_PAGE,
        { type: 'reptile_progress', data: run },
        { permission: 'reptile:project' },
      ),
  });
  // REPTILE_WORKER=off: this process answers the API but crawls nothing (another process does).
  if (process.env.REPTILE_WORKER !== 'off') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  const projectPerm = { permission: 'reptile:project' } as const;
  const dataPerm = { permission: 'reptile:data' } as const;

  app.get<{ Querystring: { name?: string; pageNo?: number; pageSize?: number } }>(
    `${PROJECT}/list`,
    { config: projectPerm, schema: { querystring: RUNS_QUERY } },
    async (request, reply) => reply.ok(await listProjects(app.db, request.query), '查询成功'),
  );
  app.get<{ Querystring: { id: string } }>(
    `${PROJECT}/queryById`,
    { config: projectPerm, schema: { querystring: ID_QUERY } },
    async (request, reply) => reply.ok(toRecord(await requireProject(app.db, request.query.id)), '查询成功'),
  );
  app.get<{ Querystring: { id: string } }>(
    `${PROJECT}/queryFullConditon`,
    { config: projectPerm, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      const project = toRecord(await requireProject(app.db, request.query.id));
      const last = await runs.latestRun(app.db, project.id);
      return reply.ok(
        {
          ...project,
          startUrls: project.startUrls.split('\n'),
          includePatterns: project.includePatterns ? project.includePatterns.split('\n') : [],
          excludePatterns: project.excludePatterns ? project.excludePatterns.split('\n') : [],
          keyFields: project.keyFields ? project.keyFields.split(',') : [],
          maxPageBytes: 2 * 1024 * 1024,
          allowedHosts: [...allow],
          lastRun: last ? await runs.runRecord(app.db, last) : null,
        },
        '查询成功',
      );
    },
  );
  app.get(`${PROJECT}/options`, { config: dataPerm }, async (_request, reply) =>
    reply.ok(await projectOptions(app.db), '查询成功'),
  );
  app.get(`${PROJECT}/formOptions`, { config: projectPerm }, async (_request, reply) =>
    reply.ok(await formOptions(app.db), '查询成功'),
  );
  app.post<{ Body: ProjectInput }>(
    `${PROJECT}/add`,
    { config: { ...projectPerm, log: '添加采集项目' }, schema: { body: PROJECT_BODY } },
    async (request, reply) =>
      reply.ok(
        await addProject(app.db, currentUser(request).username, request.body, allow, app.clock()),
        '添加成功！',
      ),
  );
  app.put<{ Body: ProjectInput }>(
    `${PROJECT}/edit`,
    {
      config: { ...projectPerm, log: '编辑采集项目' },
      schema: { body: { ...PROJECT_BODY, required: ['id', 'name', 'startUrls', 'listSelector'] } },
    },
    async (request, reply) =>
      reply.ok(
        await editProject(app.db, currentUser(request).username, request.body, allow, app.clock()),
        '编辑成功!',
      ),
  );
  app.delete<{ Querystring: { id: string } }>(
    `${PROJECT}/delete`,
    { config: { ...projectPerm, log: '删除采集项目' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      await deleteProject(app.db, request.query.id);
      return reply.ok(null, '删除成功!');
    },
  );

  // Synchronisation: JeecgBoot's client posts the project's id (body or query).
  const projectIdOf = (request: { body?: unknown; query?: unknown }) => {
    const body = (request.body ?? {}) as { id?: unknown; projectId?: unknown };
    const query = (request.query ?? {}) as { id?: unknown; projectId?: unknown };
    const id = body.projectId ?? body.id ?? query.projectId ?? query.id;
    if (typeof id !== 'string' || !/^[0-9A-Za-z_-]{1,64}$/.test(id))
      throw new APP_ERR_REPTILE_INPUT('请指定要同步的采集项目（id）');
    return id;
  };
  app.post(
    `${SYNC}/synReptile`,
    { config: { ...projectPerm, log: '同步采集项目' } },
    async (request, reply) => {
      const project = await requireProject(app.db, projectIdOf(request));
      const run = await runs.startRun(app.db, project, currentUser(request).username, app.clock());
      worker.kick();
      return reply.ok(await runs.runRecord(app.db, run), `已开始同步「${project.name}」`);
    },
  );
  app.post(`${SYNC}/cancel`, { config: { ...projectPerm, log: '取消同步' } }, async (request, reply) => {
    const project = await requireProject(app.db, projectIdOf(request));
    const run = await runs.requestCancel(app.db, project);
    worker.abortLocal(run.id);
    return reply.ok(null, `已请求取消「${project.name}」的同步`);
  });
  app.get<{ Querystring: { projectId: string } }>(
    `${SYNC}/progress`,
    {
      config: projectPerm,
      schema: { querystring: { type: 'object', required: ['projectId'], properties: { projectId: ID } } },
    },
    async (request, reply) => {
      await requireProject(app.db, request.query.projectId);
      const last = await runs.latestRun(app.db, request.query.projectId);
      return reply.ok(last ? await runs.runRecord(app.db, last) : null, '查询成功');
    },
  );
  app.get<{ Querystring: { projectId: string; pageNo?: number; pageSize?: number } }>(
    `${SYNC}/runs`,
    { config: projectPerm, schema: { querystring: { ...RUNS_QUERY, required: ['projectId'] } } },
    async (request, reply) => {
      const { projectId, pageNo = 1, pageSize = 10 } = request.query;
      await requireProject(app.db, projectId);
      const base = app.db.selectFrom('reptile_run').where('project_id', '=', projectId);
      const total = Number(
        (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
      const rows = await base
        .selectAll()
        .orderBy('run_no', 'desc')
        .offset((pageNo - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const records = [];
      for (const row of rows) records.push(await runs.runRecord(app.db, row));
      return reply.ok(
        { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) },
        '查询成功',
      );
    },
  );
  app.get<{ Querystring: { id: string } }>(
    `${SYNC}/runErrors`,
    { config: projectPerm, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      const rows = await app.db
        .selectFrom('reptile_frontier')
        .select(['url', 'status', 'http_status', 'error', 'fetched_at'])
        .where('run_id', '=', request.query.id)
        .where('status', 'in', ['failed', 'skipped'])
        .orderBy('seq')
        .execute();
      const records = rows.map((row) => ({
        id: row.url,
        url: row.url,
        status: row.status,
        statusText: row.status === 'failed' ? '失败' : '跳过',
        httpStatus: row.http_status,
        error: row.error,
        time: row.fetched_at,
      }));
      return reply.ok(
        { records, total: records.length, size: records.length, current: 1, pages: 1 },
        '查询成功',
      );
    },
  );

  // Collected rows.
  app.get<{ Querystring: RowQuery }>(
    `${DATA}/list`,
    { config: dataPerm, schema: { querystring: ROW_QUERY } },
    async (request, reply) => reply.ok(await listRows(app.db, request.query), '查询成功'),
  );
  app.get<{ Querystring: { id: string } }>(
    `${DATA}/queryById`,
    { config: dataPerm, schema: { querystring: ID_QUERY } },
    async (request, reply) => reply.ok(await getRow(app.db, request.query.id), '查询成功'),
  );
  app.get<{ Querystring: { projectId: string } }>(
    `${DATA}/form`,
    {
      config: dataPerm,
      schema: { querystring: { type: 'object', required: ['projectId'], properties: { projectId: ID } } },
    },
    async (request, reply) => reply.ok(await formOf(app.db, request.query.projectId), '查询成功'),
  );
  app.put<{ Body: Record<string, unknown> }>(
    `${DATA}/edit`,
    {
      config: { ...dataPerm, log: '编辑采集数据' },
      schema: { body: { type: 'object', required: ['id'], properties: { id: ID } } },
    },
    async (request, reply) =>
      reply.ok(await editRow(app.db, currentUser(request).username, request.body, app.clock()), '编辑成功!'),
  );
  app.delete<{ Querystring: { id: string } }>(
    `${DATA}/delete`,
    { config: { ...dataPerm, log: '删除采集数据' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      await deleteRows(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );
  app.delete<{ Querystring: { ids: string } }>(
    `${DATA}/deleteBatch`,
    { config: { ...dataPerm, log: '批量删除采集数据' }, schema: { querystring: IDS_QUERY } },
    async (request, reply) => {
      const ids = splitIds(request.query.ids);
      if (ids.length === 0) throw new APP_ERR_REPTILE_INPUT('请选择要删除的数据');
      await deleteRows(app.db, ids);
      return reply.ok(null, '批量删除成功!');
    },
  );
  app.get<{ Querystring: RowQuery }>(
    `${DATA}/exportCsv`,
    { config: dataPerm, schema: { querystring: ROW_QUERY } },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment('采集数据.csv'))
        .header('Cache-Control', 'no-store')
        .send(await exportCsv(app.db, request.query)),
  );
  app.get<{ Querystring: RowQuery }>(
    `${DATA}/exportXls`,
    { config: dataPerm, schema: { querystring: ROW_QUERY } },
    async (request, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachment('采集数据.xlsx'))
        .header('Cache-Control', 'no-store')
        .send(await exportXlsx(app.db, request.query)),
  );
};
