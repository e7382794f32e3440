/**
 * Browser uploads straight to object storage (SPEC.md §5 "cloud token"): the file's bytes go from the
 * browser to the bucket, not through this server. POST /platform/sys/common/cloud/token signs a PUT of
 * exactly the declared size and type to a new pending/ key, valid PRESIGN_SECONDS; POST
 * /platform/sys/common/cloud/confirm then checks what arrived as a multipart upload is checked (size, first
 * bytes, no program) and moves it to its served key — or deletes it. Both need a session; without object
 * storage both answer 404 with what to use instead.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CloudConfirmRequest, CloudTokenRequest, CloudToken } from '../../../schemas/index';
import { APP_ERR_UPLOAD_BIZ, APP_ERR_UPLOAD_TOO_LARGE } from '../../errors';
import { MAX_UPLOAD_BYTES } from '../filetype/types';
import { ref } from '../schema-refs';
import { acceptContent, acceptName } from './accept';
import { APP_ERR_CLOUD_KEY, APP_ERR_CLOUD_NOT_UPLOADED, APP_ERR_CLOUD_OFF } from './errors';
import type { ObjectStore } from './object-store';
import { PENDING_PREFIX, PRESIGN_SECONDS } from './storage-settings';
import { addressOf, BIZ, newStoredPath, parseStoredPath } from './store';

/** Bytes read back from the bucket to check a file's format. */
const HEAD_BYTES = 4096;

/** @example await app.register(cloudRoutes, { bucket }); // bucket null: both routes answer 404 */
export const cloudRoutes: FastifyPluginAsync<{ bucket: ObjectStore | null }> = async (app, { bucket }) => {
  const needBucket = (): ObjectStore => {
    if (!bucket) throw new APP_ERR_CLOUD_OFF();
    return bucket;
  };

  app.post<{ Body: CloudTokenRequest }>(
    '/platform/sys/common/cloud/token',
    { config: { permission: 'session' }, schema: { body: ref('CloudTokenRequest') } },
    async (request, reply) => {
      const store = needBucket();
      const { fileName, size, biz = '', fileType, access } = request.body;
      if (!BIZ.test(biz)) throw new APP_ERR_UPLOAD_BIZ();
      const { extension, contentType } = acceptName(fileName, fileType);
      const key = `${PENDING_PREFIX}${newStoredPath(biz, extension, app.clock(), access === 'private')}`;
      const token: CloudToken = {
        method: 'PUT',
        url: await store.presignPut(key, contentType, size),
        key,
        headers: { 'Content-Type': contentType },
        expiresIn: PRESIGN_SECONDS,
      };
      return reply.ok(token);
    },
  );

  app.post<{ Body: CloudConfirmRequest }>(
    '/platform/sys/common/cloud/confirm',
    {
      config: { permission: 'session', log: '上传文件（对象存储）' },
      schema: { body: ref('CloudConfirmRequest') },
    },
    async (request, reply) => {
      const store = needBucket();
      const { key } = request.body;
      const path = key.startsWith(PENDING_PREFIX) ? key.slice(PENDING_PREFIX.length) : '';
      const shape = parseStoredPath(path);
      if (!shape) throw new APP_ERR_CLOUD_KEY();
      const size = await store.sizeOf(key);
      if (size === null || size === 0) throw new APP_ERR_CLOUD_NOT_UPLOADED();
      const name = path.slice(path.lastIndexOf('/') + 1);
      try {
        if (size > MAX_UPLOAD_BYTES) throw new APP_ERR_UPLOAD_TOO_LARGE(MAX_UPLOAD_BYTES / 1024 / 1024);
        acceptContent(name, shape.extension, await store.head(key, HEAD_BYTES));
      } catch (refusal) {
        // Never left where another confirm could find it.
        await store.remove(key);
        throw refusal;
      }
      await store.move(key, path, shape.contentType);
      return reply.ok(addressOf(path), path);
    },
  );
};
