/** The refusals of data collection (数据采集), beside its code as modules/process/errors.ts does. */
import { defineError } from '../../errors';

export const APP_ERR_REPTILE_INPUT = defineError('APP_ERR_REPTILE_INPUT', 400, '%s');
export const APP_ERR_REPTILE_PROJECT_NOT_FOUND = defineError(
  'APP_ERR_REPTILE_PROJECT_NOT_FOUND',
  404,
  '采集项目不存在：%s',
);
export const APP_ERR_REPTILE_NAME_TAKEN = defineError(
  'APP_ERR_REPTILE_NAME_TAKEN',
  409,
  '项目名称已存在：%s，请换一个名称',
);
export const APP_ERR_REPTILE_RUNNING = defineError(
  'APP_ERR_REPTILE_RUNNING',
  409,
  '项目「%s」正在同步中，请等待本次同步结束或先取消，再重新同步',
);
export const APP_ERR_REPTILE_NOT_RUNNING = defineError(
  'APP_ERR_REPTILE_NOT_RUNNING',
  409,
  '项目「%s」当前没有进行中的同步，无需取消',
);
export const APP_ERR_REPTILE_ROW_NOT_FOUND = defineError(
  'APP_ERR_REPTILE_ROW_NOT_FOUND',
  404,
  '采集数据不存在：%s',
);
export const APP_ERR_REPTILE_EXPORT_LIMIT = defineError(
  'APP_ERR_REPTILE_EXPORT_LIMIT',
  400,
  '符合条件的数据有 %s 条，超过一次导出的上限 %s 条，请增加筛选条件后再导出',
);
