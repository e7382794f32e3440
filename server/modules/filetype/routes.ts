/**
 * GET /platform/system/tConfigFiletype/queryByType (SPEC.md §7 "Logs and helpers"): which files the
 * upload accepts, by category, so upload widgets can set `accept` and refuse early.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FileTypeQuery } from '../../../schemas/index';
import { ref } from '../schema-refs';
import { fileTypes } from './types';

/** @example await app.register(filetypeRoutes); */
export const filetypeRoutes: FastifyPluginAsync = async (app) => {
  // Any signed-in user: every page with an upload widget asks.
  app.get<{ Querystring: FileTypeQuery }>(
    '/platform/system/tConfigFiletype/queryByType',
    { config: { permission: 'session' }, schema: { querystring: ref('FileTypeQuery') } },
    async (request, reply) => reply.ok(fileTypes(request.query.type), '查询成功'),
  );
};
