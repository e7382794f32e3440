/** Demo users. Every one signs in with 123456, except admin when ADMIN_PASSWORD is set. */

export interface SeedUser {
  username: string;
  realname: string;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  email: string;
  phone: string;
  birthday: string;
  workNo: string;
  /** Position code (positions.ts). */
  post: string;
  /** The department the user works in now. */
  orgCode: string;
  /** Every department the user belongs to (a user may belong to several). */
  departs: readonly string[];
  roles: readonly string[];
  /** Signs in with the configured admin password instead of the demo one. */
  isAdmin?: boolean;
}

export const SEED_USERS: readonly SeedUser[] = [
  {
    username: 'admin',
    realname: '管理员',
    sex: 1,
    email: 'admin@dougong.dev',
    phone: '13800138000',
    birthday: '1985-03-12',
    workNo: 'DG0001',
    post: 'CEO',
    orgCode: 'A01',
    departs: ['A01'],
    roles: ['admin'],
    isAdmin: true,
  },
  {
    username: 'zhangsan',
    realname: '张三',
    sex: 1,
    email: 'zhangsan@dougong.dev',
    phone: '13912345678',
    birthday: '1992-07-08',
    workNo: 'DG0102',
    post: 'DEV',
    orgCode: 'A01A01A01',
    departs: ['A01A01', 'A01A01A01'],
    roles: ['user'],
  },
  {
    username: 'lisi',
    realname: '李四',
    sex: 2,
    email: 'lisi@dougong.dev',
    phone: '13787654321',
    birthday: '1994-11-23',
    workNo: 'DG0201',
    post: 'PM',
    orgCode: 'A01A02',
    departs: ['A01A02', 'A01A03'],
    roles: ['user'],
  },
  {
    username: 'wangwu',
    realname: '王五',
    sex: 1,
    email: 'wangwu@dougong.dev',
    phone: '13655558888',
    birthday: '1990-01-30',
    workNo: 'DG0105',
    post: 'QA',
    orgCode: 'A01A01A02',
    departs: ['A01A01A02'],
    roles: ['auditor', 'hr'],
  },
];
