/**
 * Every failure the API answers with, in one place (like Fastify's `FST_ERR_*`): a stable code, the HTTP
 * status and the Chinese message the browser shows. `%s` in a message is filled from the constructor's
 * arguments, in order.
 *
 * @example
 * throw new APP_ERR_BAD_CREDENTIALS();          // 400 '用户名或密码错误'
 * throw new APP_ERR_VALIDATION('username 不能为空'); // 400 '请求参数错误：username 不能为空'
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** A coded error class; `new` it with the values of the message's `%s` placeholders. */
export interface AppErrorClass {
  new (...args: Array<string | number>): AppError;
  readonly code: string;
  readonly statusCode: number;
}

function defineError(code: string, statusCode: number, template: string): AppErrorClass {
  return class extends AppError {
    static readonly code = code;
    static readonly statusCode = statusCode;
    constructor(...args: Array<string | number>) {
      let i = 0;
      super(
        code,
        statusCode,
        template.replace(/%s/g, () => String(args[i++] ?? '')),
      );
    }
  };
}

export const APP_ERR_VALIDATION = defineError('APP_ERR_VALIDATION', 400, '请求参数错误：%s');
export const APP_ERR_BAD_REQUEST = defineError('APP_ERR_BAD_REQUEST', 400, '请求格式错误：%s');
export const APP_ERR_BAD_CREDENTIALS = defineError('APP_ERR_BAD_CREDENTIALS', 400, '用户名或密码错误');
export const APP_ERR_TOKEN_INVALID = defineError('APP_ERR_TOKEN_INVALID', 401, 'Token失效，请重新登录');
export const APP_ERR_USER_FROZEN = defineError('APP_ERR_USER_FROZEN', 403, '该用户已冻结');
export const APP_ERR_FORBIDDEN = defineError('APP_ERR_FORBIDDEN', 403, '没有权限，请联系管理员授权');
/** The user holds no menu at all; the browser treats it as a failed permission load and signs out. */
export const APP_ERR_NO_MENU = defineError('APP_ERR_NO_MENU', 403, '未授权任何菜单，请联系管理员');
export const APP_ERR_API_NOT_FOUND = defineError('APP_ERR_API_NOT_FOUND', 404, '接口不存在');
export const APP_ERR_PAGE_NOT_FOUND = defineError('APP_ERR_PAGE_NOT_FOUND', 404, '资源不存在');
export const APP_ERR_ACCOUNT_LOCKED = defineError(
  'APP_ERR_ACCOUNT_LOCKED',
  429,
  '登录失败次数过多，账号已锁定，请10分钟后再试',
);
export const APP_ERR_BODY_TOO_LARGE = defineError('APP_ERR_BODY_TOO_LARGE', 413, '请求体过大');
export const APP_ERR_UNSUPPORTED_MEDIA_TYPE = defineError(
  'APP_ERR_UNSUPPORTED_MEDIA_TYPE',
  415,
  '不支持的请求内容类型：%s',
);
export const APP_ERR_DESIGN_NOT_JSON = defineError(
  'APP_ERR_DESIGN_NOT_JSON',
  400,
  'jsonStr 不是合法的 JSON：%s',
);
export const APP_ERR_DESIGN_INVALID = defineError('APP_ERR_DESIGN_INVALID', 400, '设计不符合格式：%s');
export const APP_ERR_DESIGN_NOT_FOUND = defineError(
  'APP_ERR_DESIGN_NOT_FOUND',
  404,
  '设计不存在或已删除：%s',
);
export const APP_ERR_DESIGN_VERSION_NOT_FOUND = defineError(
  'APP_ERR_DESIGN_VERSION_NOT_FOUND',
  404,
  '版本 %s 不存在',
);
export const APP_ERR_DESIGN_NAME_TAKEN = defineError('APP_ERR_DESIGN_NAME_TAKEN', 409, '名称已存在');
/** Two saves of one design raced; the later one would silently drop the earlier. */
export const APP_ERR_DESIGN_STALE = defineError(
  'APP_ERR_DESIGN_STALE',
  409,
  '设计已被他人修改，请重新打开后再保存',
);
export const APP_ERR_PAGE_UNDELETABLE = defineError(
  'APP_ERR_PAGE_UNDELETABLE',
  400,
  '产品页面不能删除，可以回滚到以前的版本',
);
export const APP_ERR_PAGE_NAME = defineError(
  'APP_ERR_PAGE_NAME',
  400,
  '页面名称应是菜单的组件名，如 system/user-list：%s',
);
export const APP_ERR_PAGE_RENAME = defineError(
  'APP_ERR_PAGE_RENAME',
  400,
  '产品页面不能改名：名称是菜单的组件名',
);
export const APP_ERR_PAGE_FORBIDDEN = defineError(
  'APP_ERR_PAGE_FORBIDDEN',
  403,
  '没有编辑产品页面的权限（online:page），请联系管理员授权',
);
export const APP_ERR_PAGE_MISSING = defineError('APP_ERR_PAGE_MISSING', 404, '页面不存在');
export const APP_ERR_INTERNAL = defineError('APP_ERR_INTERNAL', 500, '系统繁忙，请稍后再试');
/** A programming error caught at start-up: a /platform route that does not say who may call it. */
export const APP_ERR_ROUTE_WITHOUT_PERMISSION = defineError(
  'APP_ERR_ROUTE_WITHOUT_PERMISSION',
  500,
  "路由 %s %s 未声明 config.permission（'public'、'session' 或权限编码）",
);
