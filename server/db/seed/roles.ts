/**
 * Demo roles and what each holds. A grant names a menu by its component_name or a button by its perms;
 * the seed adds the ancestors of every granted entry, so a page is never granted without its folder.
 */

export interface SeedRole {
  code: string;
  name: string;
  description: string;
  /** 'all' for every permission row; otherwise menu component_names and button perms. */
  grants: 'all' | readonly string[];
}

const DASHBOARD = ['dashboard-analysis', 'dashboard-workplace'];

export const SEED_ROLES: readonly SeedRole[] = [
  { code: 'admin', name: '管理员', description: '拥有全部菜单和按钮权限', grants: 'all' },
  {
    code: 'user',
    name: '普通用户',
    description: '首页、消息中心、我的待办和已办任务、采集数据，不含系统管理和流程管理',
    grants: [...DASHBOARD, 'message-announcement', 'process-todo', 'process-done', 'reptile-data'],
  },
  {
    code: 'auditor',
    name: '审计员',
    description: '首页、日志管理和只读的用户列表',
    grants: [...DASHBOARD, 'system-user', 'system-log'],
  },
  {
    code: 'hr',
    name: '人事',
    description: '办理人事审批（请假审批超过 3 天的申请）：我的待办和已办任务',
    grants: [...DASHBOARD, 'message-announcement', 'process-todo', 'process-done'],
  },
];
