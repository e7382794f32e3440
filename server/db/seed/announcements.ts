/** Demo announcements: one published to everyone (with its per-user send records), one draft. */

export interface SeedAnnouncement {
  titile: string;
  msgContent: string;
  /** L general, M important, H urgent. */
  priority: 'L' | 'M' | 'H';
  /** '1' notice, '2' system message. */
  msgCategory: '1' | '2';
  msgType: 'ALL' | 'USER';
  /** '0' draft, '1' published. */
  sendStatus: '0' | '1';
  /** Username of the sender. */
  sender: string;
  /** Days before the seed's "now" the announcement was published; absent for drafts. */
  sentDaysAgo?: number;
}

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    titile: '欢迎使用斗拱低代码平台',
    msgContent:
      '<p>斗拱（Dougong）已上线。管理页面、表单和流程都由设计器 JSON 描述，管理员可在“在线开发”中新建表单而无需发版。</p>' +
      '<p>如有问题，请联系系统管理员。</p>',
    priority: 'H',
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus: '1',
    sender: 'admin',
    sentDaysAgo: 1,
  },
  {
    titile: '系统维护通知（草稿）',
    msgContent: '<p>本周六 22:00 至 24:00 进行系统维护，期间可能无法登录。</p>',
    priority: 'M',
    msgCategory: '2',
    msgType: 'ALL',
    sendStatus: '0',
    sender: 'admin',
  },
];
