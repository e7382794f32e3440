/**
 * The upload module's refusals beyond server/errors.ts's (which has the first ones: size, type, image):
 * content that is not what its name says, programs, object storage. Defined as server/errors.ts does.
 */
import { defineError } from '../../errors';

export const APP_ERR_UPLOAD_EXECUTABLE = defineError(
  'APP_ERR_UPLOAD_EXECUTABLE',
  400,
  '不允许上传可执行程序或脚本：%s',
);
export const APP_ERR_UPLOAD_CONTENT = defineError(
  'APP_ERR_UPLOAD_CONTENT',
  400,
  '文件内容与扩展名不符：%s 不是有效的 .%s 文件',
);
export const APP_ERR_UPLOAD_CATEGORY = defineError(
  'APP_ERR_UPLOAD_CATEGORY',
  400,
  '此处只能上传%s（%s），%s 不是',
);
export const APP_ERR_UPLOAD_FILE_TYPE = defineError(
  'APP_ERR_UPLOAD_FILE_TYPE',
  400,
  'fileType 应为 image、document、archive 或 media（文件类别），或不填',
);
export const APP_ERR_UPLOAD_ACCESS = defineError(
  'APP_ERR_UPLOAD_ACCESS',
  400,
  'access 应为 public（凭地址即可访问）或 private（仅登录用户可访问），或不填',
);
export const APP_ERR_CLOUD_OFF = defineError(
  'APP_ERR_CLOUD_OFF',
  404,
  '未配置对象存储（S3_ENDPOINT、S3_BUCKET 等），请使用 /sys/common/upload 上传',
);
export const APP_ERR_CLOUD_KEY = defineError(
  'APP_ERR_CLOUD_KEY',
  400,
  '上传凭证 key 不合法：应为申请凭证时返回的 key',
);
export const APP_ERR_CLOUD_NOT_UPLOADED = defineError(
  'APP_ERR_CLOUD_NOT_UPLOADED',
  404,
  '对象存储中没有这个文件：请先用上传凭证把文件 PUT 到 url，或凭证已过期，请重新申请',
);
export const APP_ERR_STORAGE_DOWN = defineError(
  'APP_ERR_STORAGE_DOWN',
  503,
  '文件存储暂时不可用，请稍后重试；如持续出现，请联系管理员检查对象存储',
);
