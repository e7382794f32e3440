/**
 * Upload and download of files (SPEC.md §7 "Generic and other", image upload): POST
 * /platform/sys/common/upload stores one file, GET /platform/sys/common/static/<path> serves it back, from
 * the disk or from object storage (store.ts, object-store.ts); cloud-routes.ts adds browser uploads
 * straight to object storage.
 *
 * The static route is public: <img> tags load images without the X-Access-Token header, so a session
 * cannot be asked for. What protects a file is its name, 128 random bits the uploader alone learns.
 * A file uploaded with access=private (an attachment of a record) is served by GET
 * /platform/sys/common/private/<path> instead, to signed-in users only, and never by the static route.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadQuery } from '../../../schemas/index';
import {
  APP_ERR_FILE_NOT_FOUND,
  APP_ERR_FILE_PATH_INVALID,
  APP_ERR_UPLOAD_BIZ,
  APP_ERR_UPLOAD_NO_FILE,
  APP_ERR_UPLOAD_NOT_MULTIPART,
} from '../../errors';
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '../filetype/types';
import { ref } from '../schema-refs';
import { acceptContent, acceptName } from './accept';
import { APP_ERR_UPLOAD_ACCESS } from './errors';
import { cloudRoutes } from './cloud-routes';
import { multipartError } from './multipart-errors';
import type { ObjectStorageSettings } from './storage-settings';
import {
  addressOf,
  BIZ,
  DiskStore,
  newStoredPath,
  parseStoredPath,
  PRIVATE_BASE,
  PRIVATE_PREFIX,
  STATIC_BASE,
  type FileStore,
  type OpenedFile,
  type StoredShape,
} from './store';

export interface UploadRoutesOptions {
  /** Absolute folder of uploaded files (DATA_DIR/uploads), when there is no object storage. */
  uploadDir: string;
  /** The bucket (S3_*), which then holds every upload; null or absent for the disk. */
  objectStorage?: ObjectStorageSettings | null;
}

interface Received {
  filename: string;
  data: Buffer;
  biz?: string;
  /** FileTypeCategory.type the caller accepts ('image' for an image upload); absent for any. */
  fileType?: string;
  /** 'private' for signed-in users only (UploadQuery.access). */
  access?: string;
}

/** Sends a stored file: images open in the browser, anything else downloads. */
function sendFile(reply: FastifyReply, shape: StoredShape, found: OpenedFile, cacheControl: string) {
  const image = IMAGE_EXTENSIONS.has(shape.extension);
  return (
    reply
      .header('Content-Type', shape.contentType)
      .header('Content-Length', found.size)
      .header('X-Content-Type-Options', 'nosniff')
      // Only images open in the browser; anything else downloads, so no document runs on our origin.
      .header('Content-Disposition', image ? 'inline' : 'attachment')
      .header('Cache-Control', cacheControl)
      .send(found.body)
  );
}

/** Reads the multipart body: the part named `file` (one at most) and a `biz` field. */
async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new APP_ERR_UPLOAD_NOT_MULTIPART();
  let file: MultipartFile | undefined;
  let data: Buffer | undefined;
  let biz: string | undefined;
  let fileType: string | undefined;
  let access: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'biz') biz = String(part.value);
        if (part.fieldname === 'fileType') fileType = String(part.value);
        if (part.fieldname === 'access') access = String(part.value);
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
  return { filename: file.filename, data, biz, fileType, access };
}

/** @example await app.register(uploadRoutes, { uploadDir: '/data/uploads' }); */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const bucket = options.objectStorage
    ? new (await import('./object-store')).ObjectStore(options.objectStorage)
    : null;
  const store: FileStore = bucket ?? new DiskStore(options.uploadDir);
  if (bucket) app.addHook('onClose', async () => bucket.close());
  await app.register(cloudRoutes, { bucket });

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
      const { extension, contentType } = acceptName(
        received.filename,
        received.fileType ?? request.query.fileType,
      );
      acceptContent(received.filename, extension, received.data);
      const access = received.access ?? request.query.access ?? 'public';
      if (access !== 'public' && access !== 'private') throw new APP_ERR_UPLOAD_ACCESS();
      const path = newStoredPath(biz, extension, app.clock(), access === 'private');
      await store.save(path, received.data, contentType);
      // JeecgBoot answers the stored path in message, relative to the static base, which its client
      // prefixes (util.js getFileAccessHttpUrl); the full address is the result, which our image widget
      // reads first (src/widgets/imgupload/uploadRequest.ts actionUrl).
      return reply.ok(addressOf(path), path);
    },
  );

  app.get<{ Params: { '*': string } }>(
    `${STATIC_BASE}/*`,
    { config: { permission: 'public' } },
    async (request, reply) => {
      const shape = parseStoredPath(request.params['*']);
      if (!shape) throw new APP_ERR_FILE_PATH_INVALID();
      // A private file is not here for anyone, whoever knows its name.
      const found = shape.isPrivate ? null : await store.open(request.params['*']);
      if (!found) throw new APP_ERR_FILE_NOT_FOUND();
      return sendFile(reply, shape, found, 'private, max-age=86400');
    },
  );

  app.get<{ Params: { '*': string } }>(
    `${PRIVATE_BASE}/*`,
    { config: { permission: 'session' } },
    async (request, reply) => {
      const path = `${PRIVATE_PREFIX}${request.params['*']}`;
      const shape = parseStoredPath(path);
      if (!shape?.isPrivate) throw new APP_ERR_FILE_PATH_INVALID();
      const found = await store.open(path);
      if (!found) throw new APP_ERR_FILE_NOT_FOUND();
      // Never kept by a shared cache, and checked again on each visit (the session may have ended).
      return sendFile(reply, shape, found, 'private, no-cache');
    },
  );
};
