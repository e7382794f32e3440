/**
 * Upload and download of files (SPEC.md §7 "Generic and other", image upload): POST
 * /platform/sys/common/upload stores one file, GET /platform/sys/common/static/<path> serves it back.
 *
 * The static route is public: <img> tags load images without the X-Access-Token header, so a session
 * cannot be asked for. What protects a file is its name, 128 random bits the uploader alone learns.
 */
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UploadQuery } from '../../../schemas/index';
import {
  APP_ERR_FILE_NOT_FOUND,
  APP_ERR_FILE_PATH_INVALID,
  APP_ERR_UPLOAD_BIZ,
  APP_ERR_UPLOAD_NO_FILE,
  APP_ERR_UPLOAD_NOT_IMAGE,
  APP_ERR_UPLOAD_NOT_MULTIPART,
  APP_ERR_UPLOAD_TYPE,
} from '../../errors';
import { CONTENT_TYPES, IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '../filetype/types';
import { ref } from '../schema-refs';
import { isImageOf } from './magic';
import { multipartError } from './multipart-errors';
import { BIZ, findStored, storeUpload } from './store';

/** Where stored files are served from; the upload answers this plus the stored path as its result. */
export const STATIC_BASE = '/platform/sys/common/static';

export interface UploadRoutesOptions {
  /** Absolute folder of uploaded files (DATA_DIR/uploads). */
  uploadDir: string;
}

interface Received {
  filename: string;
  data: Buffer;
  biz?: string;
}

/** Reads the multipart body: the part named `file` (one at most) and a `biz` field. */
async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new APP_ERR_UPLOAD_NOT_MULTIPART();
  let file: MultipartFile | undefined;
  let data: Buffer | undefined;
  let biz: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'biz') biz = String(part.value);
      } else if (part.fieldname === 'file') {
        file = part;
        data = await part.toBuffer();
      } else {
        // Another file field (the upload cells' isup=1 is a plain field): drained, not stored.
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw multipartError(error, MAX_UPLOAD_BYTES);
  }
  if (!file || !data || data.length === 0) throw new APP_ERR_UPLOAD_NO_FILE();
  return { filename: file.filename, data, biz };
}

/** @example await app.register(uploadRoutes, { uploadDir: '/data/uploads' }); */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { uploadDir }) => {
  // Registered here, not app-wide: only this route reads multipart bodies; everywhere else they are 415.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post<{ Querystring: UploadQuery }>(
    '/platform/sys/common/upload',
    { config: { permission: 'session', log: '上传文件' }, schema: { querystring: ref('UploadQuery') } },
    async (request, reply) => {
      const received = await receive(request);
      const biz = received.biz ?? request.query.biz ?? '';
      if (!BIZ.test(biz)) throw new APP_ERR_UPLOAD_BIZ();
      const extension = extname(received.filename).slice(1).toLowerCase();
      if (!CONTENT_TYPES.has(extension))
        throw new APP_ERR_UPLOAD_TYPE(extension || '无扩展名', [...CONTENT_TYPES.keys()].join('、'));
      if (IMAGE_EXTENSIONS.has(extension) && !isImageOf(extension, received.data))
        throw new APP_ERR_UPLOAD_NOT_IMAGE(received.filename);
      const path = await storeUpload(uploadDir, biz, extension, received.data, app.clock());
      // JeecgBoot answers the stored path in message, relative to the static base, which its client
      // prefixes (util.js getFileAccessHttpUrl); the full address is the result, which our image widget
      // reads first (src/widgets/imgupload/uploadRequest.ts actionUrl).
      return reply.ok(`${STATIC_BASE}/${path}`, path);
    },
  );

  app.get<{ Params: { '*': string } }>(
    `${STATIC_BASE}/*`,
    { config: { permission: 'public' } },
    async (request, reply) => {
      const found = await findStored(uploadDir, request.params['*']);
      if (found === 'invalid') throw new APP_ERR_FILE_PATH_INVALID();
      if (found === 'missing') throw new APP_ERR_FILE_NOT_FOUND();
      const image = IMAGE_EXTENSIONS.has(found.extension);
      return (
        reply
          .header('Content-Type', found.contentType)
          .header('Content-Length', found.size)
          .header('X-Content-Type-Options', 'nosniff')
          // Only images open in the browser; anything else downloads, so no document runs on our origin.
          .header('Content-Disposition', image ? 'inline' : 'attachment')
          .header('Cache-Control', 'private, max-age=86400')
          .send(createReadStream(found.file))
      );
    },
  );
};
