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

/**
 * A coded error class whose message fills `template`'s `%s` with the constructor's values; modules with
 * many refusals of their own define them beside their code (modules/process/errors.ts).
 *
 * @example
 * export const APP_ERR_X = defineError('APP_ERR_X', 404, '记录不存在：%s');
 */
export function defineError(code: string, statusCode: number, template: string): AppErrorClass {
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
/** 429 for an address under the per-IP lockout; the account may be fine, so it does not say 账号已锁定. */
export const APP_ERR_IP_LOCKED = defineError(
  'APP_ERR_IP_LOCKED',
  429,
  '该IP地址登录失败次数过多，请10分钟后再试',
);
export const APP_ERR_ACCOUNT_LOCKED = defineError(
  'APP_ERR_ACCOUNT_LOCKED',
  429,
  '登录失败次数过多，账号已锁定，请10分钟后再试',
);
export const APP_ERR_SHARED_STATE_DOWN = defineError(
  'APP_ERR_SHARED_STATE_DOWN',
  503,
  '服务暂时不可用：缓存服务（Redis）连接失败，请稍后重试；如持续出现，请联系管理员检查 Redis',
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

// Departments, dictionaries, positions, duplicate check, uploads (issue 4).
export const APP_ERR_DEPART_NOT_FOUND = defineError('APP_ERR_DEPART_NOT_FOUND', 404, '部门不存在：%s');
export const APP_ERR_DEPART_PARENT_NOT_FOUND = defineError(
  'APP_ERR_DEPART_PARENT_NOT_FOUND',
  404,
  '上级部门不存在：%s',
);
export const APP_ERR_DEPART_NAME_TAKEN = defineError(
  'APP_ERR_DEPART_NAME_TAKEN',
  409,
  '同级部门中已有同名部门：%s',
);
export const APP_ERR_DEPART_HAS_CHILDREN = defineError(
  'APP_ERR_DEPART_HAS_CHILDREN',
  400,
  '该部门下有子部门，不能删除',
);
export const APP_ERR_DEPART_HAS_USERS = defineError(
  'APP_ERR_DEPART_HAS_USERS',
  400,
  '该部门下有用户，不能删除',
);
/** A department of the branch being deleted lies outside the caller's data rules on 部门管理. */
export const APP_ERR_DEPART_OUT_OF_SCOPE = defineError(
  'APP_ERR_DEPART_OUT_OF_SCOPE',
  403,
  '下级部门「%s」不在您的数据权限范围内，不能删除该部门',
);
/** Codes run A01 … Z99 per level: 2,574 siblings under one parent. */
export const APP_ERR_DEPART_CODES_USED_UP = defineError(
  'APP_ERR_DEPART_CODES_USED_UP',
  400,
  '同一上级下的部门编码已用完（A01–Z99），无法再添加',
);
export const APP_ERR_DICT_NOT_FOUND = defineError('APP_ERR_DICT_NOT_FOUND', 404, '字典不存在：%s');
export const APP_ERR_DICT_CODE_TAKEN = defineError('APP_ERR_DICT_CODE_TAKEN', 409, '字典编码已存在：%s');
/** SPEC.md §5 and §8 word it so. */
export const APP_ERR_DICT_CODE_EMPTY = defineError('APP_ERR_DICT_CODE_EMPTY', 400, '字典Code不能为空!');
export const APP_ERR_DICT_CODE_INVALID = defineError(
  'APP_ERR_DICT_CODE_INVALID',
  400,
  '字典Code不合法：应以字母开头，只含字母、数字、下划线和连字符（不支持表字典）',
);
export const APP_ERR_DICT_CODE_TOO_LONG = defineError(
  'APP_ERR_DICT_CODE_TOO_LONG',
  400,
  '字典Code过长：最多 %s 个字符，收到 %s 个',
);
export const APP_ERR_DICT_ITEM_NOT_FOUND = defineError(
  'APP_ERR_DICT_ITEM_NOT_FOUND',
  404,
  '字典项不存在：%s',
);
export const APP_ERR_DICT_ITEM_VALUE_TAKEN = defineError(
  'APP_ERR_DICT_ITEM_VALUE_TAKEN',
  409,
  '该字典中已有数据值：%s',
);
export const APP_ERR_DICT_ITEM_MOVE = defineError(
  'APP_ERR_DICT_ITEM_MOVE',
  400,
  '字典项不能移到另一个字典，请在目标字典中新增',
);
/** A table dictionary ('table,text,code') outside the server's registry (dict/table-dicts.ts). */
export const APP_ERR_DICT_TABLE_REFUSED = defineError(
  'APP_ERR_DICT_TABLE_REFUSED',
  400,
  '表字典「%s」不可用：只能查询系统登记的表和字段：%s',
);
/** The fourth part of a table dictionary ('table,text,code,where') that its table does not register. */
export const APP_ERR_DICT_TABLE_FILTER = defineError(
  'APP_ERR_DICT_TABLE_FILTER',
  400,
  '表字典的条件「%s」不可用：%s 只接受这些条件：%s',
);
/** A tree dictionary (loadTreeData) over a table, column or condition that the tree registry does not list. */
export const APP_ERR_DICT_TREE_REFUSED = defineError(
  'APP_ERR_DICT_TREE_REFUSED',
  400,
  '树字典「%s」不可用：只能查询系统登记的表、字段和条件：%s',
);
/** Deleting log entries that record the caller's own actions (or sign-ins): nobody erases their own trail. */
export const APP_ERR_LOG_OWN_ENTRY = defineError(
  'APP_ERR_LOG_OWN_ENTRY',
  403,
  '不能删除记录您本人操作或登录的日志（%s）：请由另一位管理员删除',
);
export const APP_ERR_DICT_NOT_IN_RECYCLE = defineError(
  'APP_ERR_DICT_NOT_IN_RECYCLE',
  404,
  '回收站中没有该字典：%s，请刷新回收站',
);
export const APP_ERR_DICT_CODE_IN_RECYCLE = defineError(
  'APP_ERR_DICT_CODE_IN_RECYCLE',
  409,
  '字典编码「%s」属于回收站中的字典：请先在回收站中取回或彻底删除它',
);
export const APP_ERR_POSITION_NOT_FOUND = defineError('APP_ERR_POSITION_NOT_FOUND', 404, '职务不存在：%s');
export const APP_ERR_POSITION_CODE_TAKEN = defineError(
  'APP_ERR_POSITION_CODE_TAKEN',
  409,
  '职务编码已存在：%s',
);
export const APP_ERR_POSITION_IN_USE = defineError(
  'APP_ERR_POSITION_IN_USE',
  400,
  '该职务下有用户，不能删除：%s',
);
export const APP_ERR_DUPLICATE_UNSUPPORTED = defineError(
  'APP_ERR_DUPLICATE_UNSUPPORTED',
  400,
  '不支持校验该字段',
);
export const APP_ERR_ONLINE_TABLE_UNKNOWN = defineError(
  'APP_ERR_ONLINE_TABLE_UNKNOWN',
  400,
  '不能绑定该数据表，请从表单属性的「数据表」里选择',
);
export const APP_ERR_LOG_TIME_INVALID = defineError(
  'APP_ERR_LOG_TIME_INVALID',
  400,
  '请求参数错误：%s 不是有效的时间（YYYY-MM-DD 或 ISO-8601）',
);
export const APP_ERR_UPLOAD_NOT_MULTIPART = defineError(
  'APP_ERR_UPLOAD_NOT_MULTIPART',
  415,
  '请使用 multipart/form-data 上传文件（字段名 file）',
);
export const APP_ERR_UPLOAD_NO_FILE = defineError(
  'APP_ERR_UPLOAD_NO_FILE',
  400,
  '请选择要上传的文件（字段名 file）',
);
export const APP_ERR_UPLOAD_TOO_LARGE = defineError('APP_ERR_UPLOAD_TOO_LARGE', 413, '文件过大，最大 %s MB');
export const APP_ERR_UPLOAD_TOO_MANY = defineError('APP_ERR_UPLOAD_TOO_MANY', 413, '一次只能上传一个文件');
export const APP_ERR_UPLOAD_TYPE = defineError(
  'APP_ERR_UPLOAD_TYPE',
  400,
  '不支持的文件类型：%s，允许的类型：%s',
);
export const APP_ERR_UPLOAD_NOT_IMAGE = defineError(
  'APP_ERR_UPLOAD_NOT_IMAGE',
  400,
  '文件内容与扩展名不符：%s 不是有效的图片',
);
export const APP_ERR_UPLOAD_BIZ = defineError(
  'APP_ERR_UPLOAD_BIZ',
  400,
  '上传目录 biz 不合法：只能包含字母、数字、下划线和连字符，最多 32 个字符',
);
export const APP_ERR_FILE_PATH_INVALID = defineError('APP_ERR_FILE_PATH_INVALID', 400, '文件路径不合法');
export const APP_ERR_FILE_NOT_FOUND = defineError('APP_ERR_FILE_NOT_FOUND', 404, '文件不存在');

// Users, roles, menus and buttons, data rules (issue 4).
export const APP_ERR_USER_NOT_FOUND = defineError('APP_ERR_USER_NOT_FOUND', 404, '用户不存在：%s');
/** A username, phone number or e-mail address another user already has. */
export const APP_ERR_USER_TAKEN = defineError('APP_ERR_USER_TAKEN', 409, '%s已存在');
export const APP_ERR_USERNAME_IMMUTABLE = defineError('APP_ERR_USERNAME_IMMUTABLE', 400, '用户账号不能修改');
/** The admin account cannot be deleted or frozen: it is the way back in. */
export const APP_ERR_ADMIN_PROTECTED = defineError('APP_ERR_ADMIN_PROTECTED', 400, '管理员账号 admin 不能%s');
export const APP_ERR_SELF_PROTECTED = defineError('APP_ERR_SELF_PROTECTED', 400, '不能%s当前登录的用户');
/** A batch (freeze, delete) of which several users may not be changed: all are named, nothing changed. */
export const APP_ERR_USERS_REFUSED = defineError(
  'APP_ERR_USERS_REFUSED',
  403,
  '以下用户不能%s，本次未做任何修改：%s',
);
/** An id in selectedroles / selecteddeparts / permissionIds that names nothing. */
export const APP_ERR_REFERENCE_NOT_FOUND = defineError('APP_ERR_REFERENCE_NOT_FOUND', 400, '%s不存在：%s');
export const APP_ERR_ORG_CODE_NOT_OWN = defineError(
  'APP_ERR_ORG_CODE_NOT_OWN',
  400,
  '当前部门 %s 不是该用户所属的部门',
);
/** 部门切换 (PUT /sys/selectDepart) changes the caller's own current department, nobody else's. */
export const APP_ERR_DEPART_SWITCH_NOT_OWN = defineError(
  'APP_ERR_DEPART_SWITCH_NOT_OWN',
  403,
  '只能切换自己的当前部门',
);
/** SPEC.md §5's password rule and change-password messages, word for word. */
export const APP_ERR_PASSWORD_RULE = defineError('APP_ERR_PASSWORD_RULE', 400, '请至少输入6-16位任意字符');
export const APP_ERR_PASSWORD_MISMATCH = defineError(
  'APP_ERR_PASSWORD_MISMATCH',
  400,
  '两次输入的密码不一样！',
);
export const APP_ERR_OLD_PASSWORD_REQUIRED = defineError(
  'APP_ERR_OLD_PASSWORD_REQUIRED',
  400,
  '请输入旧密码!',
);
export const APP_ERR_NEW_PASSWORD_REQUIRED = defineError(
  'APP_ERR_NEW_PASSWORD_REQUIRED',
  400,
  '请输入新密码!',
);
export const APP_ERR_CONFIRM_PASSWORD_REQUIRED = defineError(
  'APP_ERR_CONFIRM_PASSWORD_REQUIRED',
  400,
  '请确认新密码!',
);
export const APP_ERR_OLD_PASSWORD_WRONG = defineError('APP_ERR_OLD_PASSWORD_WRONG', 400, '旧密码输入错误');
export const APP_ERR_PASSWORD_NOT_OWN = defineError('APP_ERR_PASSWORD_NOT_OWN', 403, '只能修改自己的密码');
export const APP_ERR_ROLE_NOT_FOUND = defineError('APP_ERR_ROLE_NOT_FOUND', 404, '角色不存在：%s');
export const APP_ERR_ROLE_CODE_TAKEN = defineError('APP_ERR_ROLE_CODE_TAKEN', 409, '角色编码已存在');
/** Grants, data rules and code written against a role name it by code; changing it would silently break them. */
export const APP_ERR_ROLE_CODE_IMMUTABLE = defineError(
  'APP_ERR_ROLE_CODE_IMMUTABLE',
  400,
  '角色编码创建后不能修改（%s）',
);
/** Role 'admin' holds every permission by its code; deleting or renaming it would lock everyone out. */
export const APP_ERR_ADMIN_ROLE_PROTECTED = defineError(
  'APP_ERR_ADMIN_ROLE_PROTECTED',
  400,
  '管理员角色 admin 不能%s',
);
export const APP_ERR_MENU_NOT_FOUND = defineError('APP_ERR_MENU_NOT_FOUND', 404, '菜单不存在：%s');
export const APP_ERR_MENU_INVALID = defineError('APP_ERR_MENU_INVALID', 400, '%s');
export const APP_ERR_MENU_HAS_CHILDREN = defineError(
  'APP_ERR_MENU_HAS_CHILDREN',
  400,
  '该菜单下还有子菜单或按钮，请先删除它们',
);
export const APP_ERR_MENU_NAME_TAKEN = defineError('APP_ERR_MENU_NAME_TAKEN', 409, '路由名称已存在：%s');
export const APP_ERR_RULE_NOT_FOUND = defineError('APP_ERR_RULE_NOT_FOUND', 404, '数据规则不存在：%s');
export const APP_ERR_RULE_INVALID = defineError('APP_ERR_RULE_INVALID', 400, '%s');
export const APP_ERR_RULE_NOT_HELD = defineError(
  'APP_ERR_RULE_NOT_HELD',
  400,
  '请先为角色授权该菜单，再选择数据规则',
);

// Bounded delegation (server/modules/permission/delegation.ts): 403, since the caller is signed in and
// may see the record, but the change would hand out more than it holds.
export const APP_ERR_ROLE_BEYOND = defineError(
  'APP_ERR_ROLE_BEYOND',
  403,
  '不能授予角色「%s」：它包含您自己没有的权限（%s）',
);
export const APP_ERR_GRANT_BEYOND = defineError(
  'APP_ERR_GRANT_BEYOND',
  403,
  '不能授予或收回您自己没有的权限：%s',
);
export const APP_ERR_OWN_GRANTS = defineError('APP_ERR_OWN_GRANTS', 403, '不能修改%s，请联系其他管理员');
export const APP_ERR_OUTRANKED = defineError(
  'APP_ERR_OUTRANKED',
  403,
  '用户 %s 拥有您没有的权限（%s），您不能%s',
);
export const APP_ERR_CODE_NOT_HELD = defineError(
  'APP_ERR_CODE_NOT_HELD',
  403,
  '不能写入您自己没有的权限标识：%s',
);

// Errors below the routes (issue 11: parser-level and framework errors).
/** Node refuses a request line plus headers over 16 KB before Fastify sees it. */
export const APP_ERR_HEADERS_TOO_LARGE = defineError(
  'APP_ERR_HEADERS_TOO_LARGE',
  431,
  '请求头过大：网址和请求头合计不能超过 16 KB，请缩短网址或查询参数（大量数据请放在请求体中发送）',
);
export const APP_ERR_MALFORMED_HTTP = defineError(
  'APP_ERR_MALFORMED_HTTP',
  400,
  '请求格式错误：请求行或请求头不合法（含非法字符或长度有误），请检查网址和请求头',
);
export const APP_ERR_REQUEST_TIMEOUT = defineError('APP_ERR_REQUEST_TIMEOUT', 408, '请求超时，请重试');
export const APP_ERR_BAD_URL = defineError(
  'APP_ERR_BAD_URL',
  400,
  '网址编码错误：网址中的 % 编码不完整或不是 UTF-8，请检查网址',
);
export const APP_ERR_BODY_EMPTY = defineError(
  'APP_ERR_BODY_EMPTY',
  400,
  '请求体不能为空：请以 application/json 发送 JSON 对象',
);
export const APP_ERR_CHARSET = defineError(
  'APP_ERR_CHARSET',
  415,
  '不支持的字符编码：%s，请以 UTF-8 编码发送（Content-Type: application/json; charset=utf-8）',
);

// Excel import and export (issue 16, server/modules/excel/).
export const APP_ERR_EXCEL_EXPORT_TOO_LARGE = defineError(
  'APP_ERR_EXCEL_EXPORT_TOO_LARGE',
  400,
  '符合条件的%s有 %s 条，超过一次导出的上限 %s 条，请增加筛选条件或勾选要导出的记录后再导出',
);
export const APP_ERR_EXCEL_SELECTIONS = defineError(
  'APP_ERR_EXCEL_SELECTIONS',
  400,
  '请求参数错误：selections 应为逗号分隔的记录 id，最多 %s 个',
);
export const APP_ERR_EXCEL_OLD_FORMAT = defineError(
  'APP_ERR_EXCEL_OLD_FORMAT',
  400,
  '这是旧版 Excel（.xls）文件，无法导入：请在 Excel 中「另存为」Excel 工作簿（.xlsx）后再导入',
);
export const APP_ERR_EXCEL_NOT_XLSX = defineError(
  'APP_ERR_EXCEL_NOT_XLSX',
  400,
  '文件不是 Excel 工作簿（.xlsx），无法导入：请上传从本页「导出」得到的文件或按其格式填写的 .xlsx 文件',
);
export const APP_ERR_EXCEL_UNREADABLE = defineError(
  'APP_ERR_EXCEL_UNREADABLE',
  400,
  '无法读取该 Excel 文件：文件已损坏，或不是 Excel 保存的 .xlsx 工作簿',
);
export const APP_ERR_EXCEL_UNZIPPED_TOO_LARGE = defineError(
  'APP_ERR_EXCEL_UNZIPPED_TOO_LARGE',
  400,
  '文件解压后超过 %s MB，无法导入：请删去多余的工作表、图片或分批导入',
);
export const APP_ERR_EXCEL_NO_SHEET = defineError('APP_ERR_EXCEL_NO_SHEET', 400, '文件中没有工作表「%s」');
export const APP_ERR_EXCEL_EMPTY = defineError(
  'APP_ERR_EXCEL_EMPTY',
  400,
  '工作表「%s」没有数据：第 1 行应为表头（%s），数据从第 2 行开始',
);
export const APP_ERR_EXCEL_MISSING_COLUMNS = defineError(
  'APP_ERR_EXCEL_MISSING_COLUMNS',
  400,
  '工作表「%s」缺少必填的列：%s。第 1 行应为表头，可导入的列：%s',
);
export const APP_ERR_EXCEL_UNKNOWN_COLUMNS = defineError(
  'APP_ERR_EXCEL_UNKNOWN_COLUMNS',
  400,
  '工作表「%s」有无法识别的列：%s。可导入的列：%s',
);
export const APP_ERR_EXCEL_DUPLICATE_COLUMNS = defineError(
  'APP_ERR_EXCEL_DUPLICATE_COLUMNS',
  400,
  '工作表「%s」的列重复：%s',
);
export const APP_ERR_EXCEL_TOO_MANY_ROWS = defineError(
  'APP_ERR_EXCEL_TOO_MANY_ROWS',
  400,
  '一次最多导入 %s 行，工作表「%s」有 %s 行，请分批导入',
);
/** Rows that failed their checks: nothing of the file was written (all or nothing). */
export const APP_ERR_EXCEL_ROWS_INVALID = defineError(
  'APP_ERR_EXCEL_ROWS_INVALID',
  400,
  '共 %s 行有误，没有导入任何数据，请改正后重新导入；%s',
);
/** A value the checks found free was taken by another request before the import wrote: nothing was written. */
export const APP_ERR_EXCEL_CONFLICT = defineError(
  'APP_ERR_EXCEL_CONFLICT',
  409,
  '导入时%s被他人占用，没有导入任何数据，请重新导入',
);
