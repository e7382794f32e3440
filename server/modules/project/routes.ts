/**
 * The header's project switcher (SPEC.md §2, §3, §7): GET /sys/getCurrentProjectList and POST
 * /sys/switchProject. Dougong has no projects: every record belongs to the one organisation (as it has no
 * tenants, docs/decisions.md), so the list is empty for everyone — the browser then hides the switcher —
 * and a switch names a project that does not exist. Both need a session only: they are about the caller.
 */
import type { FastifyPluginAsync } from 'fastify';
import { APP_ERR_PROJECT_NOT_FOUND } from './errors';

/** A project of the switcher (SPEC.md §3). */
export interface ProjectItem {
  projectId: string;
  projectName: string;
  checked: boolean;
}

/** The switch's body: which project to work in. */
const SWITCH_BODY = {
  type: 'object',
  properties: {
    projectId: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[0-9A-Za-z_-]+$',
      description: '要切换到的项目 id',
    },
  },
  required: ['projectId'],
} as const;

/** @example await app.register(projectRoutes); // GET /platform/sys/getCurrentProjectList → [] */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/platform/sys/getCurrentProjectList',
    { config: { permission: 'session' } },
    async (_request, reply) => {
      const projects: ProjectItem[] = [];
      return reply.ok(projects, '查询成功');
    },
  );

  app.post<{ Body: { projectId: string } }>(
    '/platform/sys/switchProject',
    { config: { permission: 'session' }, schema: { body: SWITCH_BODY } },
    async (request) => {
      throw new APP_ERR_PROJECT_NOT_FOUND(request.body.projectId);
    },
  );
};
