/**
 * Route schemas of the announcement calls (SPEC.md §7 "Announcements"; wire names as JeecgBoot's client sends
 * them, `titile` included). Fastify's ajv drops undeclared properties and refuses the rest with 400.
 */
const NO_CONTROL = '^[^\\u0000-\\u001f\\u007f]*$';
const ID = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[0-9A-Za-z_-]+$',
  description: 'An id.',
};
/** A comma list of ids (JeecgBoot's pickers send a trailing comma). */
const ID_LIST = {
  type: 'string',
  maxLength: 200_000,
  pattern: '^[0-9A-Za-z_,-]*$',
  description: 'Comma-separated ids; a trailing comma is allowed.',
};
/** What the date-time picker sends: 'YYYY-MM-DD HH:mm:ss' (or ISO-8601), or nothing. */
const TIME = {
  type: ['string', 'null'],
  maxLength: 40,
  pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?)?$',
  description: 'A date and time, YYYY-MM-DD HH:mm:ss; stored as sent and shown as sent.',
};
const PAGE = {
  pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page.' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'Rows per page.' },
};
const TEXT_FILTER = {
  type: 'string',
  maxLength: 100,
  pattern: NO_CONTROL,
  description: 'Contains this text.',
};

export const ID_QUERY = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: ID },
} as const;

export const IDS_QUERY = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { ...ID_LIST, minLength: 1 } },
} as const;

export const LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGE,
    titile: TEXT_FILTER,
    sender: TEXT_FILTER,
    msgCategory: { type: 'string', enum: ['1', '2', ''], description: "'1' 通知公告, '2' 系统消息." },
    sendStatus: {
      type: 'string',
      enum: ['0', '1', '2', ''],
      description: "'0' 未发布, '1' 已发布, '2' 已撤销.",
    },
    column: {
      type: 'string',
      enum: ['createTime', 'sendTime', 'titile', 'priority'],
      description: 'Sort field.',
    },
    order: { type: 'string', enum: ['asc', 'desc'], description: 'Sort direction.' },
  },
} as const;

const BODY_PROPERTIES = {
  titile: { type: 'string', minLength: 1, maxLength: 100, pattern: NO_CONTROL, description: 'The title.' },
  msgContent: {
    type: ['string', 'null'],
    maxLength: 200_000,
    description: 'Rich-text body (HTML), cleaned on save.',
  },
  startTime: TIME,
  endTime: TIME,
  priority: { type: 'string', enum: ['L', 'M', 'H'], description: 'L 低, M 中, H 高.' },
  msgCategory: { type: 'string', enum: ['1', '2'], description: "'1' 通知公告, '2' 系统消息." },
  msgType: { type: 'string', enum: ['ALL', 'USER'], description: 'ALL 全体用户, USER 指定用户/部门.' },
  userIds: { ...ID_LIST, type: ['string', 'null'] },
  departIds: { ...ID_LIST, type: ['string', 'null'] },
} as const;

export const ADD_BODY = {
  type: 'object',
  required: ['titile'],
  additionalProperties: false,
  properties: BODY_PROPERTIES,
} as const;

export const EDIT_BODY = {
  type: 'object',
  required: ['id', 'titile'],
  additionalProperties: false,
  properties: { id: ID, ...BODY_PROPERTIES },
} as const;

export const LIST_BY_USER_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 5,
      description: 'Newest unread per list.',
    },
  },
} as const;

export const MARK_READ = {
  type: 'object',
  required: ['anntId'],
  additionalProperties: false,
  properties: { anntId: ID },
} as const;

export const MY_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGE,
    titile: TEXT_FILTER,
    sender: TEXT_FILTER,
    readFlag: { type: 'string', enum: ['0', '1', ''], description: "'0' 未读, '1' 已读, '' all." },
    msgCategory: { type: 'string', enum: ['1', '2', ''], description: "'1' 通知公告, '2' 系统消息." },
  },
} as const;

export const SYNC_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { anntId: { ...ID, minLength: 0 } },
} as const;

/** Query and body types as the schemas above let them through. */
export interface ListQuery {
  pageNo?: number;
  pageSize?: number;
  titile?: string;
  sender?: string;
  msgCategory?: string;
  sendStatus?: string;
  column?: 'createTime' | 'sendTime' | 'titile' | 'priority';
  order?: 'asc' | 'desc';
}

export interface AnnouncementInput {
  titile: string;
  msgContent?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: '1' | '2';
  msgType?: 'ALL' | 'USER';
  userIds?: string | null;
  departIds?: string | null;
}

export interface MyListQuery {
  pageNo?: number;
  pageSize?: number;
  titile?: string;
  sender?: string;
  readFlag?: string;
  msgCategory?: string;
}
