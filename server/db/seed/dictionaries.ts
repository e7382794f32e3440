/**
 * Demo dictionaries: the option lists the pages' selects, radios and table columns read by dictCode.
 * Items are [value, text] in display order.
 */

export interface SeedDict {
  code: string;
  name: string;
  description?: string;
  items: ReadonlyArray<readonly [value: string, text: string]>;
}

export const SEED_DICTS: readonly SeedDict[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    items: [
      ['USER', '指定用户'],
      ['ALL', '全体用户'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    // Data-rule operators. JeecgBoot's USE_SQL_RULES (a raw SQL fragment) is deliberately absent:
    // rules are compiled to parameterised queries, never pasted into SQL.
    code: 'rule_conditions',
    name: '数据规则条件',
    description: '只含可参数化的安全运算符',
    items: [
      ['=', '等于'],
      ['!=', '不等于'],
      ['>', '大于'],
      ['>=', '大于等于'],
      ['<', '小于'],
      ['<=', '小于等于'],
      ['LIKE', '包含'],
      ['IN', '在其中'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
    ],
  },
  // The codes JeecgBoot's v3.3 client reads (issue 16): the same rows reach older databases through the
  // migration 2026-11-24T0430-dict-recycle-client-dicts.
  {
    // PermissionModal.vue: 授权策略 of a button permission.
    code: 'global_perms_type',
    name: '授权策略',
    items: [
      ['1', '可见/可访问(授权后可见/可访问)'],
      ['2', '可编辑(未授权时禁用)'],
    ],
  },
  {
    // UserModal.vue: 同步工作流引擎.
    code: 'activiti_sync',
    name: '同步工作流引擎',
    items: [
      ['1', '同步'],
      ['0', '不同步'],
    ],
  },
  {
    // QuartzJobModal.vue: 任务状态.
    code: 'quartz_status',
    name: '任务状态',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    // SysDataSourceList.vue and SysDataSourceModal.vue: 数据库类型.
    code: 'database_type',
    name: '数据库类型',
    items: [
      ['1', 'MySQL'],
      ['2', 'Oracle'],
      ['3', 'SQL Server'],
      ['4', 'PostgreSQL'],
      ['5', 'SQLite'],
    ],
  },
  {
    // The status of a dictionary item (status_dictText of the item list).
    code: 'dict_item_status',
    name: '字典项状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    // 流程实例 and the to-do lists: an instance's status (process_status in the lists' columns).
    code: 'process_status',
    name: '流程状态',
    items: [
      ['running', '运行中'],
      ['suspended', '已挂起'],
      ['completed', '已结束'],
      ['closed', '已关闭'],
      ['invalid', '已作废'],
    ],
  },
  {
    // 已办任务: how a task ended.
    code: 'process_outcome',
    name: '办理结果',
    items: [
      ['approve', '同意'],
      ['reject', '驳回'],
      ['recall', '撤回'],
      ['skip', '跳过'],
      ['reassign', '转办'],
      ['close', '关闭'],
      ['invalidate', '作废'],
    ],
  },
  {
    // 我的待办: a task of one's own or one to claim (the row's claimable flag).
    code: 'process_todo_state',
    name: '待办状态',
    items: [
      ['false', '待办理'],
      ['true', '可认领'],
    ],
  },
  {
    // 节点按钮: the codes processNodeButtons answers.
    code: 'process_button',
    name: '节点按钮',
    items: [
      ['approve', '同意'],
      ['reject', '驳回'],
      ['recall', '撤回'],
      ['claim', '认领'],
      ['comment', '评论'],
      ['reassign', '转办'],
      ['skip', '跳转'],
    ],
  },
];
