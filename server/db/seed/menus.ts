/**
 * The product's full menu tree: top menus (menu_type 0), their pages (1) and the pages' buttons (2).
 * A page's `perms` is what its list and query calls require; its buttons' perms guard the actions.
 * Components other than layouts and the two dashboards name designer-JSON pages that later issues fill;
 * the system pages name JeecgBoot's views (`system/UserList`), which its client loads and Dougong's shell
 * draws from the page JSON schemas/client-views.ts names.
 * Icons are antd icon names the browser's MenuIcon knows.
 */

export interface SeedButton {
  perms: string;
  name: string;
  /** A capability checked by the server with no button of its own on the page (online:page). */
  hidden?: boolean;
}

export interface SeedMenu {
  /** Menu and tab title. */
  name: string;
  /** component_name: the unique route name, also how roles.ts grants the entry. */
  key: string;
  /** Route path, or for a link entry its address (may hold `{{ }}` placeholders). */
  url: string;
  component: string;
  icon: string;
  perms?: string;
  redirect?: string;
  isTop?: boolean;
  hidden?: boolean;
  /** false: a menu entry only, not registered as a route (links). */
  route?: boolean;
  /** Open `url` outside the shell. */
  external?: boolean;
  children?: readonly SeedMenu[];
  buttons?: readonly SeedButton[];
}

const ROUTE_VIEW = 'layouts/RouteView';

/** add/edit/delete buttons of a management page, e.g. crud('role', '角色'). */
function crud(prefix: string, noun: string): SeedButton[] {
  return [
    { perms: `${prefix}:add`, name: `添加${noun}` },
    { perms: `${prefix}:edit`, name: `编辑${noun}` },
    { perms: `${prefix}:delete`, name: `删除${noun}` },
  ];
}

/** The 导入 and 导出 buttons of a page with Excel calls (issue 16), e.g. excel('role', '角色'). */
function excel(prefix: string, noun: string): SeedButton[] {
  return [
    { perms: `${prefix}:import`, name: `导入${noun}` },
    { perms: `${prefix}:export`, name: `导出${noun}` },
  ];
}

const SYSTEM: SeedMenu = {
  name: '系统管理',
  key: 'system',
  url: '/system',
  component: ROUTE_VIEW,
  icon: 'SettingOutlined',
  isTop: true,
  children: [
    {
      name: '用户管理',
      key: 'system-user',
      url: '/system/user',
      component: 'system/UserList',
      icon: 'UserOutlined',
      perms: 'user:list',
      buttons: [
        ...crud('user', '用户'),
        { perms: 'user:deleteBatch', name: '批量删除用户' },
        { perms: 'user:frozen', name: '冻结/解冻用户' },
        { perms: 'user:password', name: '修改用户密码' },
        ...excel('user', '用户'),
        { perms: 'user:recycle', name: '用户回收站' },
        { perms: 'user:recycleDelete', name: '彻底删除用户' },
      ],
    },
    {
      name: '角色管理',
      key: 'system-role',
      url: '/system/role',
      component: 'system/RoleList',
      icon: 'TeamOutlined',
      perms: 'role:list',
      buttons: [
        ...crud('role', '角色'),
        { perms: 'role:authorize', name: '角色授权' },
        ...excel('role', '角色'),
      ],
    },
    {
      name: '菜单管理',
      key: 'system-permission',
      url: '/system/permission',
      component: 'system/PermissionList',
      icon: 'MenuOutlined',
      perms: 'permission:list',
      buttons: crud('permission', '菜单'),
    },
    {
      name: '部门管理',
      key: 'system-depart',
      url: '/system/depart',
      component: 'system/DepartList',
      icon: 'ApartmentOutlined',
      perms: 'depart:list',
      buttons: crud('depart', '部门'),
    },
    {
      name: '数据字典',
      key: 'system-dict',
      url: '/system/dict',
      component: 'system/DictList',
      icon: 'BookOutlined',
      perms: 'dict:list',
      buttons: [...crud('dict', '字典'), ...excel('dict', '字典')],
    },
    {
      name: '职务管理',
      key: 'system-position',
      url: '/system/position',
      component: 'system/SysPositionList',
      icon: 'IdcardOutlined',
      perms: 'position:list',
      buttons: [...crud('position', '职务'), ...excel('position', '职务')],
    },
    {
      name: '日志管理',
      key: 'system-log',
      url: '/system/log',
      component: 'system/LogList',
      icon: 'FileSearchOutlined',
      perms: 'log:list',
      buttons: [
        { perms: 'log:export', name: '导出日志' },
        { perms: 'log:delete', name: '删除日志' },
      ],
    },
    {
      name: '短信发件箱',
      key: 'system-sms-outbox',
      url: '/system/sms-outbox',
      component: 'system/sms-outbox',
      icon: 'MessageOutlined',
      perms: 'sms:outbox',
    },
  ],
};

const PROCESS: SeedMenu = {
  name: '流程引擎',
  key: 'process',
  url: '/process',
  component: ROUTE_VIEW,
  icon: 'DeploymentUnitOutlined',
  isTop: true,
  children: [
    ['流程定义', 'definition', 'process/definition-list', 'PartitionOutlined'],
    ['我的待办', 'todo', 'process/task-todo', 'ScheduleOutlined'],
    ['已办任务', 'done', 'process/task-done', 'AuditOutlined'],
    ['流程实例', 'instance', 'process/instance-list', 'BranchesOutlined'],
    ['节点按钮', 'node-button', 'process/node-button-list', 'ControlOutlined'],
  ].map(([name, slug, component, icon]) => ({
    name,
    key: `process-${slug}`,
    url: `/process/${slug}`,
    component,
    icon,
    perms: `process:${slug}`,
  })),
};

const ONLINE: SeedMenu = {
  name: '在线开发',
  key: 'online',
  url: '/online',
  component: ROUTE_VIEW,
  icon: 'ApiOutlined',
  isTop: true,
  children: [
    {
      name: '表单设计器',
      key: 'online-designer',
      url: '/online/designer',
      component: 'online/FormDesigner',
      icon: 'FormOutlined',
      perms: 'cgform:design',
      // Saving a product page changes every user's screen, so it is granted apart from saving forms.
      buttons: [{ perms: 'online:page', name: '编辑产品页面', hidden: true }],
    },
    {
      // A saved design opens here; hidden like online-form, it is reached from the list and from 保存.
      name: '编辑表单设计',
      key: 'online-designer-edit',
      url: '/online/designer/:id',
      component: 'online/FormDesigner',
      icon: 'FormOutlined',
      perms: 'cgform:design',
      hidden: true,
    },
    {
      name: '表单列表',
      key: 'online-design',
      url: '/online/design',
      component: 'online/design-list',
      icon: 'UnorderedListOutlined',
      perms: 'cgform:list',
      buttons: [
        { perms: 'cgform:add', name: '新建表单' },
        { perms: 'cgform:edit', name: '编辑表单' },
        { perms: 'cgform:delete', name: '删除表单' },
      ],
    },
    {
      name: '在线表单',
      key: 'online-form',
      url: '/online/form/:id',
      component: 'online/form',
      icon: 'ProfileOutlined',
      perms: 'cgform:form',
      hidden: true,
    },
    {
      name: '实时表格',
      key: 'live-table',
      url: '/online/livetable',
      component: 'livetable/LiveTable',
      icon: 'TableOutlined',
      perms: 'livetable:view',
    },
    {
      // A link, not a route: the browser evaluates the placeholder with its menu scope ($config, $user).
      name: '健康检查',
      key: 'online-health',
      url: '{{ $config.apiBase }}/health',
      component: '',
      icon: 'SafetyCertificateOutlined',
      route: false,
      external: true,
    },
  ],
};

export const SEED_MENUS: readonly SeedMenu[] = [
  {
    name: '首页',
    key: 'dashboard',
    url: '/dashboard',
    component: ROUTE_VIEW,
    icon: 'DashboardOutlined',
    redirect: '/dashboard/analysis',
    isTop: true,
    children: [
      {
        name: '分析页',
        key: 'dashboard-analysis',
        url: '/dashboard/analysis',
        component: 'dashboard/Analysis',
        icon: 'BarChartOutlined',
        // The organisation-wide visit counters (/sys/loginfo, /sys/visitInfo) answer to this code only.
        perms: 'dashboard:analysis',
      },
      {
        name: '工作台',
        key: 'dashboard-workplace',
        url: '/dashboard/workplace',
        component: 'dashboard/Workplace',
        icon: 'DesktopOutlined',
      },
    ],
  },
  SYSTEM,
  {
    name: '消息中心',
    key: 'message',
    url: '/message',
    component: ROUTE_VIEW,
    icon: 'NotificationOutlined',
    isTop: true,
    children: [
      {
        name: '系统通告',
        key: 'message-announcement',
        url: '/message/announcement',
        component: 'message/announcement-list',
        icon: 'BellOutlined',
        perms: 'announcement:list',
        buttons: [
          ...crud('announcement', '通告'),
          { perms: 'announcement:release', name: '发布通告' },
          { perms: 'announcement:revoke', name: '撤销通告' },
        ],
      },
    ],
  },
  PROCESS,
  {
    name: '数据采集',
    key: 'reptile',
    url: '/reptile',
    component: ROUTE_VIEW,
    icon: 'CloudDownloadOutlined',
    isTop: true,
    children: [
      {
        name: '采集项目',
        key: 'reptile-project',
        url: '/reptile/project',
        component: 'reptile/project-list',
        icon: 'DatabaseOutlined',
        perms: 'reptile:project',
      },
      {
        name: '采集数据',
        key: 'reptile-data',
        url: '/reptile/data',
        component: 'reptile/data-list',
        icon: 'TableOutlined',
        perms: 'reptile:data',
      },
    ],
  },
  ONLINE,
];
