/**
 * The database as Kysely sees it: one interface per table of the migrations in ./migrations.
 * Conventions (both dialects): ids are text (UUIDs without dashes), timestamps ISO-8601 UTC text,
 * booleans integer 0/1. `Generated<T>` marks columns with a database default. The process engine's tables are in
 * types-process.ts, those of the later feature modules in types-modules.ts; `Database` names them all.
 */
import type { Generated } from 'kysely';
import type {
  ActDefinitionTable,
  ActInstanceTable,
  ActTaskTable,
  ActTaskCandidateTable,
  ActHistoryTable,
  ActCommentTable,
  ActProcessTable,
  ActNodeButtonTable,
} from './types-process';
import type {
  DemoOrderItemTable,
  SysThirdAccountTable,
  SysSsoAttemptTable,
  SysSsoExchangeTable,
  ReptileProjectTable,
  ReptileRunTable,
  ReptileFrontierTable,
  ReptileRowTable,
  SysSmsOutboxTable,
  SysSmsCodeTable,
  SysSmsSendTable,
} from './types-modules';

export type * from './types-process';
export type * from './types-modules';

/** Who created and last changed a row, and when. */
export interface Audit {
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string | null;
}

export interface SysUserTable extends Audit {
  id: string;
  username: string;
  realname: string;
  password_hash: string;
  avatar: string | null;
  /** 1 male, 2 female. */
  sex: number | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  email: string | null;
  phone: string | null;
  /** The department the user works in now (department switch). */
  org_code: string | null;
  /** 1 normal, 2 frozen. */
  status: Generated<number>;
  del_flag: Generated<number>;
  work_no: string | null;
  /** Position codes (sys_position.code), comma-separated as JeecgBoot stores them. */
  post: string | null;
  /** Landline number (座机), e.g. 010-12345678. */
  telephone: string | null;
  /** 1 普通用户, 2 上级 (a superior in charge of departments). */
  user_identity: Generated<number>;
  /** The departments a 上级 is in charge of (负责部门), comma-separated ids; null for none. */
  depart_ids: string | null;
}

export interface SysRoleTable extends Audit {
  id: string;
  role_name: string;
  role_code: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  user_id: string;
  role_id: string;
}

export interface SysDepartTable extends Audit {
  id: string;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  /** 1 company, 2 department. */
  org_category: string | null;
  depart_order: Generated<number>;
  description: string | null;
  /** 电话, 传真, 地址, 备注 of JeecgBoot's department form. */
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  /** 负责人: comma-separated sys_user ids, as JeecgBoot stores them. */
  director_user_ids: string | null;
}

/** 部门权限: the menus and buttons ticked for a department (docs/decisions.md). */
export interface SysDepartPermissionTable {
  id: string;
  depart_id: string;
  permission_id: string;
}

export interface SysUserDepartTable {
  id: string;
  user_id: string;
  dep_id: string;
}

export interface SysPermissionTable extends Audit {
  id: string;
  parent_id: string | null;
  /** Menu title or button name. */
  name: string;
  /** Route path, or an external address for link entries. */
  url: string | null;
  component: string | null;
  /** Unique route name. */
  component_name: string | null;
  redirect: string | null;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menu_type: number;
  /** Permission code, e.g. 'user:add'. */
  perms: string | null;
  /** '1' show, '2' disable. */
  perms_type: Generated<string>;
  /** '1' in force, '0' switched off. */
  status: Generated<string>;
  sort_no: Generated<number>;
  always_show: Generated<number>;
  icon: string | null;
  is_route: Generated<number>;
  is_leaf: Generated<number>;
  keep_alive: Generated<number>;
  hidden: Generated<number>;
  internal_or_external: Generated<number>;
  is_top: Generated<number>;
  description: string | null;
}

export interface SysRolePermissionTable {
  id: string;
  role_id: string;
  permission_id: string;
  /** Comma-separated sys_permission_data_rule ids granted with this permission. */
  data_rule_ids: string | null;
}

export interface SysPermissionDataRuleTable extends Audit {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string | null;
  rule_conditions: string;
  rule_value: string;
  status: Generated<string>;
}

export interface SysDictTable extends Audit {
  id: string;
  dict_name: string;
  dict_code: string;
  description: string | null;
  /** 0 in use, 1 in the recycle bin (deleted, can be taken back). */
  del_flag: Generated<number>;
}

export interface SysDictItemTable extends Audit {
  id: string;
  dict_id: string;
  item_text: string;
  item_value: string;
  description: string | null;
  sort_order: Generated<number>;
  /** 1 in use, 0 not. */
  status: Generated<number>;
}

export interface SysPositionTable extends Audit {
  id: string;
  code: string;
  name: string;
  /** position_rank dictionary value. */
  post_rank: string | null;
}

export interface SysLogTable {
  id: string;
  /** 1 login/logout, 2 operation. */
  log_type: number;
  log_content: string;
  operate_type: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  method: string | null;
  request_url: string | null;
  request_param: string | null;
  /** 1 the action succeeded, 0 it was refused. */
  ok: number;
  /** Milliseconds. */
  cost_time: number | null;
  created_at: string;
  /** What the call touched (plugins/audit.ts): the record's type ('用户'), id(s), display name(s). */
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  /** An edit's changed fields, JSON [{ field, from, to }]. */
  changes: string | null;
}

export interface SysVisitLogTable {
  id: string;
  userid: string | null;
  username: string | null;
  path: string;
  ip: string | null;
  created_at: string;
}

export interface SysSessionTable {
  id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** One wrong password for a username (known or not); the lockout rules count these. */
export interface SysLoginFailureTable {
  id: string;
  username: string;
  created_at: string;
  /** Where the attempt came from: the IPv4 address, or the /64 network of an IPv6 one; null before it was recorded. */
  ip: string | null;
}

export interface SysAnnouncementTable extends Audit {
  id: string;
  titile: string;
  msg_content: string | null;
  start_time: string | null;
  end_time: string | null;
  sender: string | null;
  /** L, M, H. */
  priority: Generated<string>;
  /** '1' notice, '2' system message. */
  msg_category: Generated<string>;
  /** USER or ALL. */
  msg_type: Generated<string>;
  /** '0' draft, '1' published, '2' revoked. */
  send_status: Generated<string>;
  send_time: string | null;
  cancel_time: string | null;
  /** Comma-separated user ids when msg_type is USER. */
  user_ids: string | null;
  /** Comma-separated sys_depart ids the admin chose besides users (USER); resolved to users at publish. */
  depart_ids: string | null;
  del_flag: Generated<number>;
}

export interface SysAnnouncementSendTable extends Audit {
  id: string;
  annt_id: string;
  user_id: string;
  read_flag: Generated<number>;
  read_time: string | null;
}

/** A saved design: an admin's form, or one of the product's pages (seeded from src/pages-json). */
export interface OnlDesignTable {
  id: string;
  kind: DesignKind;
  /** A page: the menu component it serves ('online/design-list'). A form: the admin's name for it. */
  name: string;
  title: string;
  /** The design JSON of the current version, as saved. */
  json_str: string;
  /** The current version number (onl_design_version.version). */
  version: number;
  /** SHA-256 (hex) of the src/pages-json file the current version came from; null once someone saved. */
  source_hash: string | null;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
}

export type DesignKind = 'form' | 'page';

/** One saved version of a design; version 1 is the first save. */
export interface OnlDesignVersionTable {
  id: string;
  design_id: string;
  version: number;
  json_str: string;
  /** Username of whoever saved it; 'system' for a version read from src/pages-json. */
  saved_by: string;
  saved_at: string;
  /** Why the version exists when it is not a plain save ('回滚到版本 2'). */
  note: string | null;
}

export interface Database {
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_position: SysPositionTable;
  sys_log: SysLogTable;
  sys_visit_log: SysVisitLogTable;
  sys_session: SysSessionTable;
  sys_login_failure: SysLoginFailureTable;
  sys_sms_outbox: SysSmsOutboxTable;
  sys_sms_code: SysSmsCodeTable;
  sys_sms_send: SysSmsSendTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  onl_design: OnlDesignTable;
  onl_design_version: OnlDesignVersionTable;
  act_definition: ActDefinitionTable;
  act_instance: ActInstanceTable;
  act_task: ActTaskTable;
  act_task_candidate: ActTaskCandidateTable;
  act_history: ActHistoryTable;
  act_comment: ActCommentTable;
  act_process: ActProcessTable;
  act_node_button: ActNodeButtonTable;
  demo_order_item: DemoOrderItemTable;
  sys_third_account: SysThirdAccountTable;
  sys_sso_attempt: SysSsoAttemptTable;
  sys_sso_exchange: SysSsoExchangeTable;
  reptile_project: ReptileProjectTable;
  reptile_run: ReptileRunTable;
  reptile_frontier: ReptileFrontierTable;
  reptile_row: ReptileRowTable;
}
