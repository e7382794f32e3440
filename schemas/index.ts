/**
 * The contract shared by browser, server and CLI: generated types plus precompiled ajv validators.
 *
 * @example
 * const check = validate('LoginRequest', body);
 * if (!check.ok) console.log(check.errors[0]); // { path: '$.username', message: '不应少于 1 个字符' }
 *
 * const design = validate('FormDesign', json);
 * if (!design.ok) console.log(describeErrors(design.errors)); // '$.list[0].type: 应当是 input、textarea、… 之一'
 */
import type { ValidateFunction } from 'ajv';
import { checkPatterns, walkDesign } from './design-guards';
import { createErrorFormatter, type SchemaError } from './errors';
import { leniencyOf } from './lenient';
import * as precompiled from './generated/validators.js';
import { ALL_SCHEMAS, type ShapeName } from './shapes';

export type { Envelope, PageResult, PageQuery } from './generated/envelope';
export type { LoginRequest, LoginResult, UserInfo, TokenQuery } from './generated/login';
export type {
  SmsSendRequest,
  PhoneLoginRequest,
  RegisterRequest,
  PhoneVerificationRequest,
  PhoneVerificationResult,
  PasswordResetRequest,
  SmsOutboxListQuery,
  SmsOutboxRecord,
  SmsOutboxListResult,
} from './generated/sms';
export type { HealthResult } from './generated/health';
export type {
  LoginInfo,
  VisitDay,
  VisitInfo,
  SysLogListQuery,
  SysLogIdsQuery,
  SysLogRecord,
  SysLogListResult,
} from './generated/log';
export type { PermissionResult, MenuItem, MenuMeta, AuthItem } from './generated/permission';
export type { StoredSession } from './generated/session';
export type {
  DesignListQuery,
  DesignSummary,
  DesignListResult,
  DesignIdQuery,
  DesignIdsQuery,
  DesignAddRequest,
  DesignEditRequest,
  DesignSaved,
  DesignDetail,
  DesignVersionQuery,
  DesignRollbackRequest,
  DesignVersionItem,
  DesignVersionList,
  DesignVersionDetail,
  StoredPageQuery,
  StoredPage,
  OnlineFormFieldsQuery,
  OnlineTableChoice,
  OnlineTableList,
  OnlineFormField,
  OnlineFormFieldList,
} from './generated/design';
export type {
  DepartRecord,
  DepartTreeNode,
  DepartTree,
  DepartIdTreeNode,
  DepartIdTree,
  DepartSearchQuery,
  DepartSearchResult,
  DepartIdQuery,
  DepartIdsQuery,
  DepartAddRequest,
  DepartEditRequest,
  DepartTreeSyncQuery,
  DepartSyncNode,
  DepartSyncList,
  DepartPermissionQuery,
  DepartPermissionIds,
  SaveDepartPermissionRequest,
} from './generated/depart';
export type {
  DictRecord,
  DictListQuery,
  DictListResult,
  DictIdQuery,
  DictIdsQuery,
  DictAddRequest,
  DictEditRequest,
  DictItemRecord,
  DictItemListQuery,
  DictItemListResult,
  DictItemIdQuery,
  DictItemIdsQuery,
  DictItemCheckQuery,
  DictItemAddRequest,
  DictItemEditRequest,
  DictOption,
  DictOptionList,
  DictRecycleList,
  DictRecycleRequest,
  DictRecycleQuery,
  DictAllOptions,
  DictLoadQuery,
  DictLoadItemQuery,
  DictTextList,
  DictTreeQuery,
  DictTreeNodeList,
  DictTreeListQuery,
  DictTreeList,
} from './generated/dict';
export type {
  PositionRecord,
  PositionListQuery,
  PositionListResult,
  PositionIdQuery,
  PositionIdsQuery,
  PositionAddRequest,
  PositionEditRequest,
  PositionOption,
  PositionOptionList,
} from './generated/position';
export type { DuplicateCheckQuery } from './generated/duplicate';
export type { FileTypeCategory, FileTypeQuery, FileTypeList } from './generated/filetype';
export type {
  UploadResult,
  UploadQuery,
  CloudTokenRequest,
  CloudToken,
  CloudConfirmRequest,
} from './generated/upload';
export type {
  UserRecord,
  UserListQuery,
  UserListResult,
  UserList,
  UserAddRequest,
  UserEditRequest,
  UserIdQuery,
  UserIdsQuery,
  UserRoleQuery,
  UserRoleIds,
  UserFrozenRequest,
  UserCheckQuery,
  UserPasswordRequest,
  UserUpdatePasswordRequest,
  UserRecycleBinList,
  UserRecycleRequest,
  UserRecycleQuery,
  UserDepartListQuery,
  UserDepartOptions,
  UserComponentQuery,
  UserMultiQuery,
  UserQueryByIdsQuery,
  UserDepartItem,
  CurrentUserDeparts,
  SelectDepartRequest,
  SelectDepartResult,
} from './generated/user';
export type {
  RoleRecord,
  RoleListQuery,
  RoleListResult,
  RoleList,
  RoleAddRequest,
  RoleEditRequest,
  RoleIdQuery,
  RoleIdsQuery,
  RoleCheckQuery,
} from './generated/role';
export type {
  MenuNode,
  MenuList,
  MenuAddRequest,
  MenuEditRequest,
  MenuIdQuery,
  MenuSubmenuQuery,
  MenuSubmenuBatchQuery,
  MenuSubmenuBatchResult,
  MenuIdsQuery,
  MenuTreeNode,
  MenuAsyncQuery,
  MenuTreeNodeList,
  MenuTreeResult,
  RolePermissionQuery,
  RolePermissionIds,
  SaveRolePermissionRequest,
} from './generated/menu-admin';
export type {
  DataRuleRecord,
  DataRuleList,
  DataRuleListQuery,
  DataRuleSearchQuery,
  DataRuleAddRequest,
  DataRuleEditRequest,
  DataRuleIdQuery,
  RoleDataruleQuery,
  RoleDataruleResult,
  RoleDataruleParams,
  RoleDataruleClientResult,
  SaveDataruleRequest,
} from './generated/data-rule';
export type {
  ProcessStepResult,
  ProcessOpenTask,
  ProcessDeployRequest,
  ProcessDeployResult,
  ProcessStartQuery,
  ProcessCompleteRequest,
  ProcessTaskQuery,
  ProcessInstanceQuery,
  ProcessReasonQuery,
  ProcessStateQuery,
  ProcessReassignQuery,
  ProcessSkipQuery,
  ProcessRejectQuery,
  ProcessTaskOperate,
  ProcessHistoryList,
  ProcessCommentList,
  ProcessTodoList,
  ProcessDefinitionListQuery,
  ProcessDefinitionListResult,
  ProcessInstanceListQuery,
  ProcessInstanceListResult,
  ProcessDoneList,
  ProcessDesignSummary,
  ProcessDesignRecord,
  ProcessDesignListQuery,
  ProcessDesignListResult,
  ProcessDesignAddRequest,
  ProcessDesignEditRequest,
  ProcessIdQuery,
  ProcessIdsQuery,
  ProcessVersionListQuery,
  ProcessStartable,
  ProcessStartableList,
  ProcessPageQuery,
  ProcessTodoQuery,
  ProcessTodoItem,
  ProcessTodoPage,
  ProcessTodoCounts,
  ProcessDoneItem,
  ProcessDonePage,
  ProcessButton,
  ProcessButtonList,
  ProcessComment,
  ProcessCommentAddRequest,
  ProcessInstanceSummary,
  ProcessDiagram,
  ProcessNodeButtonRecord,
  ProcessNodeButtonListQuery,
  ProcessNodeButtonListResult,
  ProcessNodeButtonAddRequest,
  ProcessNodeButtonEditRequest,
} from './generated/process';
export type {
  FormDesign,
  FormConfig,
  Widget,
  WidgetKey,
  FieldModel,
  Rule,
  DataType,
  GridColumn,
  OptionItem,
  RemoteOption,
  OptionProps,
  CascaderProps,
  ImageSize,
  ImageItem,
  InputWidget,
  InputOptions,
  TextareaWidget,
  TextareaOptions,
  NumberWidget,
  NumberOptions,
  RadioWidget,
  RadioOptions,
  CheckboxWidget,
  CheckboxOptions,
  TimeWidget,
  TimeOptions,
  DateWidget,
  DateOptions,
  RateWidget,
  RateOptions,
  ColorWidget,
  ColorOptions,
  SelectWidget,
  SelectOptions,
  SwitchWidget,
  SwitchOptions,
  SliderWidget,
  SliderOptions,
  TextWidget,
  TextOptions,
  BlankWidget,
  BlankOptions,
  ImguploadWidget,
  ImguploadOptions,
  EditorWidget,
  EditorOptions,
  CascaderWidget,
  CascaderOptions,
  IconSelectWidget,
  IconSelectOptions,
  UserSelectWidget,
  UserSelectOptions,
  DepartSelectWidget,
  DepartSelectOptions,
  SubtableWidget,
  SubtableOptions,
  SubtableColumn,
  Hidden,
  GridWidget,
  GridOptions,
  DuplicateCheck,
} from './generated/form-design';
export type {
  PageDesign,
  PageConfig,
  PageItem,
  PageWidget,
  Action,
  ApiPath,
  Params,
  Column,
  CrudApi,
  CrudWidget,
  CrudOptions,
  TreeTableWidget,
  TreeTableOptions,
  TreeWidget,
  TreeOptions,
  TreeFieldNames,
  TabsWidget,
  TabsOptions,
  TabPane,
  CardWidget,
  CardOptions,
  DetailListWidget,
  DetailListOptions,
  DetailItem,
  ButtonWidget,
  ButtonOptions,
  ButtonGroupWidget,
  ButtonGroupOptions,
  PageGridWidget,
  PageGridColumn,
  RemoteSource,
  FormPanelWidget,
  FormPanelOptions,
  BpmnWidget,
  BpmnOptions,
} from './generated/page';
export type { SchemaError };
export { toJsonPath } from './errors';
export { MAX_CONTAINER_DEPTH, MAX_JSON_DEPTH } from './design-guards';

export { ALL_SCHEMAS, AJV_OPTIONS, SHAPES, type ShapeName } from './shapes';

export type ValidationOutcome = { ok: true; errors: [] } | { ok: false; errors: SchemaError[] };

/**
 * One validator per shape, compiled ahead of time by `npm run gen:types` (ajv's standalone code): compiling
 * at run time would need `new Function`, which the app's Content-Security-Policy forbids (docs/security.md).
 * The annotation fails the type check when a shape has no validator.
 */
const VALIDATORS: Record<ShapeName, ValidateFunction> = precompiled;

/**
 * Converts ajv errors to path + Chinese message: the missing or extra property is named in the path, a
 * failed union reports only the branch the data was meant for, and enums list their allowed values.
 */
export const formatErrors = createErrorFormatter(ALL_SCHEMAS);

/** The shapes that hold widgets, which design-guards.ts checks before and after their schema. */
const DESIGN_SHAPES: ReadonlySet<ShapeName> = new Set([
  'FormDesign',
  'PageDesign',
  'Widget',
  'PageItem',
  'Action',
]);

/**
 * Validates `data` against a named shape. A design is first walked for nesting depth and prototype keys
 * (before ajv, whose validators recurse once per level), and once its schema passes, its patterns are
 * checked for backtracking that could hang a browser (schemas/design-guards.ts).
 */
export function validate(shape: ShapeName, data: unknown): ValidationOutcome {
  const walked = DESIGN_SHAPES.has(shape) ? walkDesign(data) : undefined;
  if (walked?.tooDeep) return { ok: false, errors: [walked.tooDeep] };
  const fn = VALIDATORS[shape];
  const keys = walked?.keys ?? [];
  if (!fn(data) || keys.length > 0) {
    // A prototype key also breaks the schema (an extra property); its own message says more.
    const said = new Set(keys.map((e) => e.path));
    const errors = [...keys, ...formatErrors(fn.errors).filter((e) => !said.has(e.path))];
    return { ok: false, errors };
  }
  const problems = walked ? checkPatterns(walked.patterns) : [];
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, errors: [] };
}

/** What validateLenient() found: warnings never stop an import, errors do. */
export type LenientOutcome = ValidationOutcome & { warnings: SchemaError[] };

/**
 * Validates a form design from the wild (issue 16): what a fork of form-making added — a widget type, an
 * option key, a top-level key — is a warning, and a missing config reads as the defaults (lenient.ts).
 * Everything else is as strict as validate(): a known key's wrong value, a prototype key or an unsafe
 * pattern anywhere in the design, the fork's additions included, is an error.
 *
 * @example
 * validateLenient({ title: '请假单', list: [] })
 * // { ok: true, errors: [], warnings: [{ path: '$.title', message: '未知的属性 title：…' }, { path: '$.config', … }] }
 * validateLenient({ list: [{ type: 'input', key: 'a', model: 'a', name: '甲', options: { width: true } }], config: {} })
 * // { ok: false, errors: [{ path: '$.list[0].options.width', message: '应当是字符串或数字' }], warnings: [] }
 */
export function validateLenient(data: unknown): LenientOutcome {
  const walked = walkDesign(data);
  if (walked.tooDeep) return { ok: false, errors: [walked.tooDeep], warnings: [] };
  const { view, warnings } = leniencyOf(data);
  const strict = validate('FormDesign', view);
  // The walk saw the whole design, so a fork's additions cannot carry a prototype key or a pattern past it.
  const unsafe = [...walked.keys, ...checkPatterns(walked.patterns)];
  const said = new Set(unsafe.map((e) => e.path));
  const errors = [...unsafe, ...strict.errors.filter((e) => !said.has(e.path))];
  const notes = warnings.filter((w) => !said.has(w.path));
  return errors.length > 0
    ? { ok: false, errors, warnings: notes }
    : { ok: true, errors: [], warnings: notes };
}

/** One line per error, `path: message`, for CLI output and 400 messages. */
export function describeErrors(errors: SchemaError[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join('；');
}
