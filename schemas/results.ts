/**
 * What each API route answers: the shape of `result` in its success envelope, by method and path below
 * /platform. One table for both sides of the wire: the server's API tests check every success answer
 * against it (server/plugins/result-contract.ts), and the browser's unit tests check every mocked answer
 * (src/test/httpMock.ts), so a mock cannot drift from what the server really sends.
 *
 * Routes whose `result` is only a confirmation (add, edit, delete: null or a message) are not listed.
 */
import { describeErrors, validate, type SchemaError } from './index';
import type { ShapeName } from './shapes';

/** `METHOD /path` below /platform, with `:name` for a path parameter, to the shape of its `result`. */
export const RESULTS = {
  'GET /health': 'HealthResult',
  'POST /sys/login': 'LoginResult',
  'POST /sys/phoneLogin': 'LoginResult',
  'POST /sys/user/phoneVerification': 'PhoneVerificationResult',
  'GET /sys/smsOutbox/list': 'SmsOutboxListResult',
  'GET /sys/thirdLogin/getLoginUser/:token/:thirdType': 'LoginResult',
  'GET /sys/cas/client/validateLogin': 'LoginResult',
  'GET /sys/loginfo': 'LoginInfo',
  'GET /sys/visitInfo': 'VisitInfo',
  'GET /sys/log/list': 'SysLogListResult',
  'GET /sys/log/queryById': 'SysLogRecord',
  'GET /sys/permission/getUserPermissionByToken': 'PermissionResult',
  'GET /sys/permission/list': 'MenuList',
  'GET /sys/permission/queryTreeList': 'MenuTreeResult',
  'GET /sys/permission/queryListAsync': 'MenuTreeNodeList',
  'GET /sys/permission/queryRolePermission': 'RolePermissionIds',
  'GET /sys/permission/queryRoleDatarule': 'RoleDataruleResult',
  'GET /sys/permission/getPermRuleListByPermId': 'DataRuleList',
  'GET /sys/permission/queryPermissionRule': 'DataRuleList',
  'GET /sys/permission/getSystemMenuList': 'MenuList',
  'GET /sys/permission/getSystemSubmenu': 'MenuList',
  'GET /sys/permission/getSystemSubmenuBatch': 'MenuSubmenuBatchResult',
  'GET /sys/permission/queryDepartPermission': 'DepartPermissionIds',
  'GET /sys/page/get': 'StoredPage',
  'GET /sys/position/list': 'PositionListResult',
  'GET /sys/position/queryById': 'PositionRecord',
  'GET /sys/position/getSelectData': 'PositionOptionList',
  'GET /sys/user/list': 'UserListResult',
  'GET /sys/user/queryById': 'UserRecord',
  'GET /sys/user/queryUserRole': 'UserRoleIds',
  'GET /sys/user/queryUserByDepId': 'UserList',
  'GET /sys/user/queryByIds': 'UserList',
  'GET /sys/user/userRoleList': 'UserListResult',
  'GET /sys/user/departUserList': 'UserListResult',
  'GET /sys/user/recycleBin': 'UserRecycleBinList',
  'GET /sys/user/userDepartList': 'UserDepartOptions',
  'GET /sys/user/queryUserComponentData': 'UserListResult',
  'GET /sys/user/getCurrentUserDeparts': 'CurrentUserDeparts',
  'PUT /sys/selectDepart': 'SelectDepartResult',
  'POST /sys/selectDepart': 'SelectDepartResult',
  'GET /sys/role/list': 'RoleListResult',
  'GET /sys/role/queryall': 'RoleList',
  'GET /sys/role/queryTreeList': 'MenuTreeResult',
  'GET /sys/role/datarule/:permissionId/:roleId': 'RoleDataruleClientResult',
  'GET /sys/sysDepart/queryTreeList': 'DepartTree',
  'GET /sys/sysDepart/queryIdTree': 'DepartIdTree',
  'GET /sys/sysDepart/queryById': 'DepartRecord',
  'GET /sys/sysDepart/searchBy': 'DepartSearchResult',
  'GET /sys/sysDepart/queryDepartTreeSync': 'DepartSyncList',
  'GET /sys/sysDepart/queryMyDeptTreeList': 'DepartTree',
  'GET /sys/dict/list': 'DictListResult',
  'GET /sys/dict/queryById': 'DictRecord',
  'GET /sys/dict/getDictItems/:code': 'DictOptionList',
  'GET /sys/dict/loadDict/:code': 'DictOptionList',
  'GET /sys/dict/loadDictItem/:code': 'DictTextList',
  'GET /sys/dict/loadTreeData': 'DictTreeNodeList',
  'GET /sys/dict/treeList': 'DictTreeList',
  'GET /sys/dict/deleteList': 'DictRecycleList',
  'PUT /sys/dict/back/:id': 'DictRecord',
  'GET /sys/dict/queryAllDictItems': 'DictAllOptions',
  'GET /sys/dictItem/list': 'DictItemListResult',
  'GET /sys/dictItem/queryById': 'DictItemRecord',
  'POST /sys/common/upload': 'UploadResult',
  'POST /sys/common/cloud/token': 'CloudToken',
  'POST /sys/common/cloud/confirm': 'UploadResult',
  'GET /system/tConfigFiletype/queryByType': 'FileTypeList',
  'GET /cgform/cgformDesign/list': 'DesignListResult',
  'GET /cgform/cgformDesign/queryById': 'DesignDetail',
  'POST /cgform/cgformDesign/add': 'DesignSaved',
  'POST /cgform/cgformDesign/edit': 'DesignSaved',
  'PUT /cgform/cgformDesign/edit': 'DesignSaved',
  'GET /cgform/cgformDesign/versions': 'DesignVersionList',
  'GET /cgform/cgformDesign/version': 'DesignVersionDetail',
  'GET /cgform/cgFormField/onlineTables': 'OnlineTableList',
  'GET /cgform/cgFormField/onlineFormFields': 'OnlineFormFieldList',
  'POST /process/tPProcess/deployProcess': 'ProcessDeployResult',
  'GET /process/tPProcess/startUserDefinedProcess': 'ProcessStepResult',
  'POST /process/task/complete': 'ProcessStepResult',
  'GET /process/task/getTaskOperate': 'ProcessTaskOperate',
  'GET /process/task/todoList': 'ProcessTodoPage',
  'GET /process/activity/claim': 'ProcessStepResult',
  'GET /process/activity/setProcessState': 'ProcessStepResult',
  'GET /process/processInstance/suspendProcessInstance': 'ProcessStepResult',
  'GET /process/processInstance/startProcessInstance': 'ProcessStepResult',
  'GET /process/processInstance/closeProcessInstance': 'ProcessStepResult',
  'GET /process/processInstance/reassign': 'ProcessStepResult',
  'GET /process/processInstance/skipNode': 'ProcessStepResult',
  'GET /process/processInstance/getHisNodes': 'ProcessHistoryList',
  'GET /process/processInstance/invalidProcess': 'ProcessStepResult',
  'GET /process/processInstance/callBackProcess': 'ProcessStepResult',
  'GET /process/processInstance/disagreeCallBackProcess': 'ProcessStepResult',
  'GET /process/tPCommonComment/queryCommentsItemsList': 'ProcessCommentList',
  'GET /process/tPProcess/list': 'ProcessDesignListResult',
  'GET /process/processInstance/list': 'ProcessInstanceListResult',
  'GET /process/task/doneList': 'ProcessDonePage',
  'GET /process/tPProcess/queryById': 'ProcessDesignRecord',
  'POST /process/tPProcess/add': 'ProcessDesignRecord',
  'PUT /process/tPProcess/edit': 'ProcessDesignRecord',
  'GET /process/tPProcess/deployProcess': 'ProcessDeployResult',
  'GET /process/tPProcess/versions': 'ProcessDefinitionListResult',
  'GET /process/tPProcess/startableList': 'ProcessStartableList',
  'GET /process/task/todoCounts': 'ProcessTodoCounts',
  'GET /process/tPProcessnodeButtonconfig/processNodeButtons': 'ProcessButtonList',
  'POST /process/tPCommonComment/add': 'ProcessComment',
  'GET /process/processInstance/myList': 'ProcessInstanceListResult',
  'GET /process/processInstance/diagram': 'ProcessDiagram',
  'GET /process/tPProcessnodeButtonconfig/list': 'ProcessNodeButtonListResult',
  'GET /process/tPProcessnodeButtonconfig/queryById': 'ProcessNodeButtonRecord',
  'POST /process/tPProcessnodeButtonconfig/add': 'ProcessNodeButtonRecord',
  'PUT /process/tPProcessnodeButtonconfig/edit': 'ProcessNodeButtonRecord',
} as const satisfies Record<string, ShapeName>;

const ROUTES = Object.entries(RESULTS).map(([route, shape]) => {
  const [method, path] = route.split(' ') as [string, string];
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return { method, pattern: new RegExp(`^${segments.join('/')}$`), shape: shape as ShapeName };
});

/**
 * The shape of what `method path` answers in `result`, or undefined for a route not in the table. `path`
 * may carry the /platform prefix, a query string or a trailing slash.
 *
 * @example
 * resultShapeOf('GET', '/platform/sys/dict/getDictItems/sex?x=1') // 'DictOptionList'
 * resultShapeOf('DELETE', '/sys/user/delete') // undefined
 */
export function resultShapeOf(method: string, path: string): ShapeName | undefined {
  const bare = path
    .split('?')[0]!
    .replace(/^\/platform(?=\/)/, '')
    .replace(/(.)\/+$/, '$1');
  const upper = method.toUpperCase();
  return ROUTES.find((route) => route.method === upper && route.pattern.test(bare))?.shape;
}

/**
 * Where a success answer breaks the contract: the errors of its `result` against the route's shape, or
 * none when the route is not in the table or the body is not a success envelope.
 *
 * @example
 * resultViolations('GET', '/sys/role/queryall', { success: true, code: 200, result: [{ id: 1 }] })
 * // [{ path: '$[0].id', message: '应当是 string 类型' }, …]
 */
export function resultViolations(method: string, path: string, body: unknown): SchemaError[] {
  const shape = resultShapeOf(method, path);
  if (!shape || !isSuccessEnvelope(body)) return [];
  const check = validate(shape, body.result);
  return check.ok ? [] : check.errors;
}

/**
 * One line naming the route and its first breaches (at most five), or undefined when the answer keeps the
 * contract: what the API tests and the unit tests' mocks report.
 *
 * @example
 * contractBreach('GET', '/sys/dict/getDictItems/sex', broken) // 'GET /sys/dict/getDictItems/sex: $[0].label: 应当有必需属性 label；…'
 */
export function contractBreach(method: string, path: string, body: unknown): string | undefined {
  const errors = resultViolations(method, path, body);
  return errors.length > 0 ? `${method} ${path}: ${describeErrors(errors.slice(0, 5))}` : undefined;
}

function isSuccessEnvelope(body: unknown): body is { success: true; result: unknown } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}
