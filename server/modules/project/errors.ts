/** The project switcher's refusals, defined as server/errors.ts defines its own. */
import { defineError } from '../../errors';

/** Dougong has no projects, so every id names nothing (routes.ts). */
export const APP_ERR_PROJECT_NOT_FOUND = defineError(
  'APP_ERR_PROJECT_NOT_FOUND',
  404,
  '项目不存在：%s（斗拱不分项目，所有数据属于同一组织）',
);
