/**
 * The schema files, the ajv options they need and the named shapes that can be validated. What
 * scripts/gen-validators.ts compiles into schemas/generated/validators.js, and what Fastify's own ajv
 * registers on the server; kept apart from index.ts so the generator does not load the validators it writes.
 */
import type { Options } from 'ajv';
import design from './design.schema.json';
import depart from './depart.schema.json';
import dict from './dict.schema.json';
import duplicate from './duplicate.schema.json';
import filetype from './filetype.schema.json';
import position from './position.schema.json';
import upload from './upload.schema.json';
import user from './user.schema.json';
import role from './role.schema.json';
import menuAdmin from './menu-admin.schema.json';
import dataRule from './data-rule.schema.json';
import processSchema from './process.schema.json';
import envelope from './envelope.schema.json';
import health from './health.schema.json';
import log from './log.schema.json';
import formDesign from './form-design.schema.json';
import login from './login.schema.json';
import permission from './permission.schema.json';
import page from './page.schema.json';
import session from './session.schema.json';
import sms from './sms.schema.json';
import { FORM_WIDGET_SCHEMAS, PAGE_WIDGET_SCHEMAS } from './widgets';

/** Every schema file (widgets/ included), for registering with another ajv (Fastify's) by `$id`. */
export const ALL_SCHEMAS = [
  envelope,
  login,
  permission,
  session,
  formDesign,
  ...FORM_WIDGET_SCHEMAS,
  page,
  ...PAGE_WIDGET_SCHEMAS,
  health,
  log,
  design,
  depart,
  dict,
  position,
  duplicate,
  filetype,
  upload,
  user,
  role,
  menuAdmin,
  dataRule,
  processSchema,
  sms,
] as const;

/**
 * The ajv options these schemas need. Another ajv that registers ALL_SCHEMAS (Fastify's) must at least
 * set `discriminator: true`: the form design's widget union is discriminated on `type`.
 */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  discriminator: true,
  // Errors then carry their schema, so messages can list allowed widget types and suggest misspelt keys.
  verbose: true,
  // json-schema-to-typescript's hint for a type it cannot infer (page items' if/then/else); no effect here.
  keywords: ['tsType'],
} as const satisfies Options;

/** The named shapes that can be validated, mapped to their `$ref`. */
export const SHAPES = {
  Envelope: 'https://dougong.dev/schemas/envelope.schema.json',
  PageQuery: 'https://dougong.dev/schemas/envelope.schema.json#/definitions/PageQuery',
  LoginRequest: 'https://dougong.dev/schemas/login.schema.json',
  LoginResult: 'https://dougong.dev/schemas/login.schema.json#/definitions/LoginResult',
  UserInfo: 'https://dougong.dev/schemas/login.schema.json#/definitions/UserInfo',
  PermissionResult: 'https://dougong.dev/schemas/permission.schema.json',
  MenuItem: 'https://dougong.dev/schemas/permission.schema.json#/definitions/MenuItem',
  StoredSession: 'https://dougong.dev/schemas/session.schema.json',
  TokenQuery: 'https://dougong.dev/schemas/login.schema.json#/definitions/TokenQuery',
  HealthResult: 'https://dougong.dev/schemas/health.schema.json',
  LoginInfo: 'https://dougong.dev/schemas/log.schema.json',
  VisitInfo: 'https://dougong.dev/schemas/log.schema.json#/definitions/VisitInfo',
  SysLogListQuery: 'https://dougong.dev/schemas/log.schema.json#/definitions/SysLogListQuery',
  SysLogIdQuery: 'https://dougong.dev/schemas/log.schema.json#/definitions/SysLogIdQuery',
  SysLogIdsQuery: 'https://dougong.dev/schemas/log.schema.json#/definitions/SysLogIdsQuery',
  SysLogRecord: 'https://dougong.dev/schemas/log.schema.json#/definitions/SysLogRecord',
  SysLogListResult: 'https://dougong.dev/schemas/log.schema.json#/definitions/SysLogListResult',
  FormDesign: 'https://dougong.dev/schemas/form-design.schema.json',
  FormConfig: 'https://dougong.dev/schemas/form-design.schema.json#/definitions/FormConfig',
  Widget: 'https://dougong.dev/schemas/form-design.schema.json#/definitions/Widget',
  PageDesign: 'https://dougong.dev/schemas/page.schema.json',
  PageItem: 'https://dougong.dev/schemas/page.schema.json#/definitions/PageItem',
  Action: 'https://dougong.dev/schemas/page.schema.json#/definitions/Action',
  DesignDetail: 'https://dougong.dev/schemas/design.schema.json',
  DesignListQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignListQuery',
  DesignSummary: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignSummary',
  DesignListResult: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignListResult',
  DesignIdQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignIdQuery',
  DesignIdsQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignIdsQuery',
  DesignAddRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignAddRequest',
  DesignEditRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignEditRequest',
  DesignSaved: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignSaved',
  DesignVersionQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionQuery',
  DesignRollbackRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignRollbackRequest',
  DesignVersionItem: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionItem',
  DesignVersionList: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionList',
  DesignVersionDetail: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionDetail',
  StoredPageQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/StoredPageQuery',
  StoredPage: 'https://dougong.dev/schemas/design.schema.json#/definitions/StoredPage',
  OnlineFormFieldsQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/OnlineFormFieldsQuery',
  OnlineTableList: 'https://dougong.dev/schemas/design.schema.json#/definitions/OnlineTableList',
  OnlineFormFieldList: 'https://dougong.dev/schemas/design.schema.json#/definitions/OnlineFormFieldList',
  DepartRecord: 'https://dougong.dev/schemas/depart.schema.json',
  DepartTreeNode: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartTreeNode',
  DepartTree: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartTree',
  DepartIdTreeNode: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartIdTreeNode',
  DepartIdTree: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartIdTree',
  DepartSearchQuery: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartSearchQuery',
  DepartSearchResult: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartSearchResult',
  DepartIdQuery: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartIdQuery',
  DepartIdsQuery: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartIdsQuery',
  DepartAddRequest: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartAddRequest',
  DepartEditRequest: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartEditRequest',
  DepartTreeSyncQuery: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartTreeSyncQuery',
  DepartSyncNode: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartSyncNode',
  DepartSyncList: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartSyncList',
  DepartPermissionQuery: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartPermissionQuery',
  DepartPermissionIds: 'https://dougong.dev/schemas/depart.schema.json#/definitions/DepartPermissionIds',
  SaveDepartPermissionRequest:
    'https://dougong.dev/schemas/depart.schema.json#/definitions/SaveDepartPermissionRequest',
  DictRecord: 'https://dougong.dev/schemas/dict.schema.json',
  DictListQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictListQuery',
  DictListResult: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictListResult',
  DictIdQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictIdQuery',
  DictIdsQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictIdsQuery',
  DictAddRequest: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictAddRequest',
  DictEditRequest: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictEditRequest',
  DictItemRecord: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemRecord',
  DictItemListQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemListQuery',
  DictItemListResult: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemListResult',
  DictItemIdQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemIdQuery',
  DictItemIdsQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemIdsQuery',
  DictItemCheckQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemCheckQuery',
  DictItemAddRequest: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemAddRequest',
  DictItemEditRequest: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictItemEditRequest',
  DictOption: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictOption',
  DictOptionList: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictOptionList',
  DictRecycleList: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictRecycleList',
  DictRecycleRequest: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictRecycleRequest',
  DictRecycleQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictRecycleQuery',
  DictAllOptions: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictAllOptions',
  DictLoadQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictLoadQuery',
  DictLoadItemQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictLoadItemQuery',
  DictTextList: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictTextList',
  DictTreeQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictTreeQuery',
  DictTreeNodeList: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictTreeNodeList',
  DictTreeListQuery: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictTreeListQuery',
  DictTreeList: 'https://dougong.dev/schemas/dict.schema.json#/definitions/DictTreeList',
  PositionRecord: 'https://dougong.dev/schemas/position.schema.json',
  PositionListQuery: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionListQuery',
  PositionListResult: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionListResult',
  PositionIdQuery: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionIdQuery',
  PositionIdsQuery: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionIdsQuery',
  PositionAddRequest: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionAddRequest',
  PositionEditRequest: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionEditRequest',
  PositionOption: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionOption',
  PositionOptionList: 'https://dougong.dev/schemas/position.schema.json#/definitions/PositionOptionList',
  DuplicateCheckQuery: 'https://dougong.dev/schemas/duplicate.schema.json',
  FileTypeCategory: 'https://dougong.dev/schemas/filetype.schema.json',
  FileTypeQuery: 'https://dougong.dev/schemas/filetype.schema.json#/definitions/FileTypeQuery',
  FileTypeList: 'https://dougong.dev/schemas/filetype.schema.json#/definitions/FileTypeList',
  UploadQuery: 'https://dougong.dev/schemas/upload.schema.json',
  UploadResult: 'https://dougong.dev/schemas/upload.schema.json#/definitions/UploadResult',
  CloudTokenRequest: 'https://dougong.dev/schemas/upload.schema.json#/definitions/CloudTokenRequest',
  CloudToken: 'https://dougong.dev/schemas/upload.schema.json#/definitions/CloudToken',
  CloudConfirmRequest: 'https://dougong.dev/schemas/upload.schema.json#/definitions/CloudConfirmRequest',
  UserRecord: 'https://dougong.dev/schemas/user.schema.json',
  UserListQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserListQuery',
  UserListResult: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserListResult',
  UserList: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserList',
  UserAddRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserAddRequest',
  UserEditRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserEditRequest',
  UserIdQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserIdQuery',
  UserIdsQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserIdsQuery',
  UserRoleQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserRoleQuery',
  UserRoleIds: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserRoleIds',
  UserFrozenRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserFrozenRequest',
  UserCheckQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserCheckQuery',
  UserPasswordRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserPasswordRequest',
  UserUpdatePasswordRequest:
    'https://dougong.dev/schemas/user.schema.json#/definitions/UserUpdatePasswordRequest',
  RoleUserListQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/RoleUserListQuery',
  DepartUserListQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/DepartUserListQuery',
  RoleUsersRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/RoleUsersRequest',
  RoleUserQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/RoleUserQuery',
  RoleUserBatchQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/RoleUserBatchQuery',
  DepartUsersRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/DepartUsersRequest',
  DepartUserQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/DepartUserQuery',
  DepartUserBatchQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/DepartUserBatchQuery',
  UserRecycleBinList: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserRecycleBinList',
  UserRecycleRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserRecycleRequest',
  UserRecycleQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserRecycleQuery',
  UserDepartListQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserDepartListQuery',
  UserDepartOptions: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserDepartOptions',
  UserComponentQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserComponentQuery',
  UserMultiQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserMultiQuery',
  UserQueryByIdsQuery: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserQueryByIdsQuery',
  UserDepartItem: 'https://dougong.dev/schemas/user.schema.json#/definitions/UserDepartItem',
  CurrentUserDeparts: 'https://dougong.dev/schemas/user.schema.json#/definitions/CurrentUserDeparts',
  SelectDepartRequest: 'https://dougong.dev/schemas/user.schema.json#/definitions/SelectDepartRequest',
  SelectDepartResult: 'https://dougong.dev/schemas/user.schema.json#/definitions/SelectDepartResult',
  RoleRecord: 'https://dougong.dev/schemas/role.schema.json',
  RoleListQuery: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleListQuery',
  RoleListResult: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleListResult',
  RoleList: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleList',
  RoleAddRequest: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleAddRequest',
  RoleEditRequest: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleEditRequest',
  RoleIdQuery: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleIdQuery',
  RoleIdsQuery: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleIdsQuery',
  RoleCheckQuery: 'https://dougong.dev/schemas/role.schema.json#/definitions/RoleCheckQuery',
  MenuNode: 'https://dougong.dev/schemas/menu-admin.schema.json',
  MenuList: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuList',
  MenuAddRequest: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuAddRequest',
  MenuEditRequest: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuEditRequest',
  MenuIdQuery: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuIdQuery',
  MenuSubmenuQuery: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuSubmenuQuery',
  MenuSubmenuBatchQuery:
    'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuSubmenuBatchQuery',
  MenuSubmenuBatchResult:
    'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuSubmenuBatchResult',
  MenuIdsQuery: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuIdsQuery',
  MenuTreeNode: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuTreeNode',
  MenuAsyncQuery: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuAsyncQuery',
  MenuTreeNodeList: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuTreeNodeList',
  MenuTreeResult: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/MenuTreeResult',
  RolePermissionQuery: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/RolePermissionQuery',
  RolePermissionIds: 'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/RolePermissionIds',
  SaveRolePermissionRequest:
    'https://dougong.dev/schemas/menu-admin.schema.json#/definitions/SaveRolePermissionRequest',
  DataRuleRecord: 'https://dougong.dev/schemas/data-rule.schema.json',
  DataRuleList: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleList',
  DataRuleListQuery: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleListQuery',
  DataRuleSearchQuery: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleSearchQuery',
  DataRuleAddRequest: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleAddRequest',
  DataRuleEditRequest: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleEditRequest',
  DataRuleIdQuery: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/DataRuleIdQuery',
  RoleDataruleQuery: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/RoleDataruleQuery',
  RoleDataruleResult: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/RoleDataruleResult',
  RoleDataruleParams: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/RoleDataruleParams',
  RoleDataruleClientResult:
    'https://dougong.dev/schemas/data-rule.schema.json#/definitions/RoleDataruleClientResult',
  SaveDataruleRequest: 'https://dougong.dev/schemas/data-rule.schema.json#/definitions/SaveDataruleRequest',
  ProcessStepResult: 'https://dougong.dev/schemas/process.schema.json',
  ProcessOpenTask: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessOpenTask',
  ProcessDeployRequest: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDeployRequest',
  ProcessDeployResult: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDeployResult',
  ProcessStartQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessStartQuery',
  ProcessCompleteRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessCompleteRequest',
  ProcessTaskQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTaskQuery',
  ProcessInstanceQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessInstanceQuery',
  ProcessReasonQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessReasonQuery',
  ProcessStateQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessStateQuery',
  ProcessReassignQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessReassignQuery',
  ProcessSkipQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessSkipQuery',
  ProcessRejectQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessRejectQuery',
  ProcessTaskOperate: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTaskOperate',
  ProcessHistoryList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessHistoryList',
  ProcessCommentList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessCommentList',
  ProcessTodoList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTodoList',
  ProcessDefinitionListQuery:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDefinitionListQuery',
  ProcessDefinitionListResult:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDefinitionListResult',
  ProcessInstanceListQuery:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessInstanceListQuery',
  ProcessInstanceListResult:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessInstanceListResult',
  ProcessDoneList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDoneList',
  ProcessDesignSummary: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignSummary',
  ProcessDesignRecord: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignRecord',
  ProcessDesignListQuery:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignListQuery',
  ProcessDesignListResult:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignListResult',
  ProcessDesignAddRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignAddRequest',
  ProcessDesignEditRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDesignEditRequest',
  ProcessIdQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessIdQuery',
  ProcessIdsQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessIdsQuery',
  ProcessVersionListQuery:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessVersionListQuery',
  ProcessStartable: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessStartable',
  ProcessStartableList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessStartableList',
  ProcessPageQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessPageQuery',
  ProcessTodoQuery: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTodoQuery',
  ProcessTodoItem: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTodoItem',
  ProcessTodoPage: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTodoPage',
  ProcessTodoCounts: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessTodoCounts',
  ProcessDoneItem: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDoneItem',
  ProcessDonePage: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDonePage',
  ProcessButton: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessButton',
  ProcessButtonList: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessButtonList',
  ProcessComment: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessComment',
  ProcessCommentAddRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessCommentAddRequest',
  ProcessInstanceSummary:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessInstanceSummary',
  ProcessDiagram: 'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessDiagram',
  ProcessNodeButtonRecord:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessNodeButtonRecord',
  ProcessNodeButtonListQuery:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessNodeButtonListQuery',
  ProcessNodeButtonListResult:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessNodeButtonListResult',
  ProcessNodeButtonAddRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessNodeButtonAddRequest',
  ProcessNodeButtonEditRequest:
    'https://dougong.dev/schemas/process.schema.json#/definitions/ProcessNodeButtonEditRequest',
  SmsSendRequest: 'https://dougong.dev/schemas/sms.schema.json',
  PhoneLoginRequest: 'https://dougong.dev/schemas/sms.schema.json#/definitions/PhoneLoginRequest',
  RegisterRequest: 'https://dougong.dev/schemas/sms.schema.json#/definitions/RegisterRequest',
  PhoneVerificationRequest:
    'https://dougong.dev/schemas/sms.schema.json#/definitions/PhoneVerificationRequest',
  PhoneVerificationResult: 'https://dougong.dev/schemas/sms.schema.json#/definitions/PhoneVerificationResult',
  PasswordResetRequest: 'https://dougong.dev/schemas/sms.schema.json#/definitions/PasswordResetRequest',
  SmsOutboxListQuery: 'https://dougong.dev/schemas/sms.schema.json#/definitions/SmsOutboxListQuery',
  SmsOutboxRecord: 'https://dougong.dev/schemas/sms.schema.json#/definitions/SmsOutboxRecord',
  SmsOutboxListResult: 'https://dougong.dev/schemas/sms.schema.json#/definitions/SmsOutboxListResult',
} as const;

export type ShapeName = keyof typeof SHAPES;
