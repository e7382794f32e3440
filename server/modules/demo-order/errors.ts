/** The refusals of 订单明细's calls (server/errors.ts defineError). */
import { defineError } from '../../errors';

/** A field that breaks its rule: '联系手机：请输入正确的手机号码'. */
export const APP_ERR_DEMO_ORDER_FIELD = defineError('APP_ERR_DEMO_ORDER_FIELD', 400, '%s：%s');
export const APP_ERR_DEMO_ORDER_NOT_FOUND = defineError(
  'APP_ERR_DEMO_ORDER_NOT_FOUND',
  404,
  '订单明细不存在或已被删除：%s，请刷新页面',
);
export const APP_ERR_DEMO_ORDER_CODE_TAKEN = defineError(
  'APP_ERR_DEMO_ORDER_CODE_TAKEN',
  409,
  '物料编码 %s 已存在，请换一个编码',
);
export const APP_ERR_DEMO_ORDER_SORT = defineError('APP_ERR_DEMO_ORDER_SORT', 400, '排序参数错误：%s');
