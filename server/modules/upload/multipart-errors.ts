/**
 * @fastify/multipart's errors as the coded errors of errors.ts, for every route that takes a file (the
 * upload, the Excel imports): a limit says which, a body the parser cannot read is a 400, anything else
 * stays what it was.
 */
import {
  APP_ERR_BAD_REQUEST,
  APP_ERR_UPLOAD_TOO_LARGE,
  APP_ERR_UPLOAD_TOO_MANY,
  AppError,
} from '../../errors';

/**
 * The error to answer for `error` thrown while reading a multipart body whose file may hold `maxBytes`.
 *
 * @example
 * try { for await (const part of request.parts()) ... } catch (error) { throw multipartError(error, MAX_UPLOAD_BYTES); }
 */
export function multipartError(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new APP_ERR_UPLOAD_TOO_LARGE(maxBytes / 1024 / 1024);
    case 'FST_FILES_LIMIT':
      return new APP_ERR_UPLOAD_TOO_MANY();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new APP_ERR_BAD_REQUEST('上传表单的字段过多');
  }
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status >= 400 && status < 500
    ? new APP_ERR_BAD_REQUEST('无法解析上传的表单')
    : error;
}
