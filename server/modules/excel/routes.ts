/**
 * The two Excel calls of a management page, as JeecgBoot's list pages make them (JeecgListMixin.js
 * handleExportXls / handleImportExcel): `GET <base>/exportXls` with the list's own query (and `selections`,
 * the ticked ids) answers the .xlsx; `POST <base>/importExcel`, a multipart upload of the field `file`,
 * answers the envelope whose message the page shows ('文件导入成功！数据行数:3'). A module describes its
 * sheets and how to read and write them; this file does the HTTP part for all of them.
 */
import multipart from '@fastify/multipart';
import type ExcelJS from 'exceljs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ShapeName } from '../../../schemas/index';
import { APP_ERR_UPLOAD_NO_FILE, APP_ERR_UPLOAD_NOT_MULTIPART, AppError } from '../../errors';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { ref } from '../schema-refs';
import { multipartError } from '../upload/multipart-errors';
import { selectionsOf } from './export';
import { MAX_IMPORT_BYTES, openWorkbook } from './reader';
import { xlsxStream, type SheetSource } from './workbook';

/** The .xlsx media type. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an export answers: the file's name and its sheets. */
export interface ExportFile {
  fileName: string;
  sheets: SheetSource[];
}

/** The Excel calls of one management page. */
export interface ExcelRoutes<Query> {
  /** The page's API base, '/platform/sys/role'. */
  base: string;
  /** The list's query shape: the export takes the same filters, validated the same way. */
  listQuery: ShapeName;
  /** The permission codes of the page's 导出 and 导入 buttons. */
  exportPermission: string;
  importPermission: string;
  /** What the operation log calls an import ('导入角色'). */
  importLog: string;
  /**
   * The file of an export: the list's records for `query` — or, when rows were ticked, the records of
   * `selections` — within what the caller may see of the list.
   */
  exportOf(request: FastifyRequest, query: Query, selections: string[] | undefined): Promise<ExportFile>;
  /** Checks every row of an uploaded workbook, writes all or nothing, and answers the success message. */
  importOf(request: FastifyRequest, workbook: ExcelJS.Workbook): Promise<string>;
}

/** The ticked ids of an export request, taken out of its query before the list's schema sees it. */
const picked = new WeakMap<FastifyRequest, string[] | undefined>();

/** The bytes of the multipart field `file` (other parts are drained and ignored). */
async function receiveFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new APP_ERR_UPLOAD_NOT_MULTIPART();
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') data = bytes;
    }
  } catch (error) {
    throw multipartError(error, MAX_IMPORT_BYTES);
  }
  if (!data || data.length === 0) throw new APP_ERR_UPLOAD_NO_FILE();
  return data;
}

/**
 * The plugin of one page's Excel calls. Multipart bodies are read only inside it.
 *
 * @example
 * await app.register(excelRoutes({ base: '/platform/sys/role', listQuery: 'RoleListQuery', ... }));
 */
export function excelRoutes<Query>(spec: ExcelRoutes<Query>): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    app.get<{ Querystring: Query }>(
      `${spec.base}/exportXls`,
      {
        config: { permission: spec.exportPermission },
        schema: { querystring: ref(spec.listQuery) },
        // Before the list's schema, which drops what it does not declare.
        preValidation: async (request) => {
          const query = request.query as Record<string, unknown>;
          picked.set(request, selectionsOf(query.selections));
          delete query.selections;
        },
      },
      async (request, reply) => {
        const { fileName, sheets } = await spec.exportOf(
          request,
          request.query as Query,
          picked.get(request),
        );
        return reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .header('Cache-Control', 'no-store')
          .send(xlsxStream(sheets));
      },
    );

    app.post(
      `${spec.base}/importExcel`,
      {
        config: {
          permission: spec.importPermission,
          log: spec.importLog,
          operateType: OPERATE_TYPE.import,
        },
      },
      async (request, reply) => {
        try {
          const workbook = await openWorkbook(await receiveFile(request));
          return reply.ok(null, await spec.importOf(request, workbook));
        } catch (error) {
          // JeecgBoot's client reads an import's refusal only from a 2xx answer (JeecgListMixin
          // handleImportExcel: `${file.name} ${response.message}`); on a 4xx it shows 「文件上传失败:
          // undefined」. So a refused file — rows that fail, not a spreadsheet, too big — answers 200 with
          // success false and the same message; our own pages read it the same way. Nothing was written.
          if (
            error instanceof AppError &&
            error.statusCode >= 400 &&
            error.statusCode < 500 &&
            error.statusCode !== 401 &&
            error.statusCode !== 403
          )
            return reply.send({
              success: false,
              message: error.message,
              code: error.statusCode,
              result: null,
              timestamp: app.clock().getTime(),
            });
          throw error;
        }
      },
    );
  };
}
