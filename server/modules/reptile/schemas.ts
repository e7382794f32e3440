/**
 * Route schemas of data collection. They live beside the module rather than in schemas/ (docs/decisions.md
 * "数据采集"): no page or browser code validates against them, and Fastify's ajv checks types and lengths
 * before projects.ts checks meaning.
 */
export const ID = { type: 'string', pattern: '^[0-9A-Za-z_-]{1,64}$', description: '记录 id' } as const;

export const ID_QUERY = { type: 'object', required: ['id'], properties: { id: ID } } as const;

export const IDS_QUERY = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', maxLength: 20_000, description: '逗号分隔的 id' } },
} as const;

const PAGE = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, description: '页码' },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, description: '每页条数' },
  column: { type: 'string', maxLength: 40 },
  order: { type: 'string', maxLength: 8 },
} as const;

export const RUNS_QUERY = {
  type: 'object',
  properties: {
    ...PAGE,
    projectId: ID,
    name: { type: 'string', maxLength: 100, description: '项目名称（包含）' },
  },
} as const;

export const ROW_QUERY = {
  type: 'object',
  properties: {
    ...PAGE,
    projectId: ID,
    keyword: { type: 'string', maxLength: 200, description: '任一字段或网址包含' },
    fieldName: { type: 'string', maxLength: 40, description: '按哪个字段搜索' },
    fieldValue: { type: 'string', maxLength: 200, description: '该字段包含' },
    selections: { type: 'string', maxLength: 20_000 },
  },
} as const;

const text = (maxLength: number, description: string) =>
  ({ type: ['string', 'null'], maxLength, description }) as const;
const flag = { type: ['boolean', 'integer', 'string'], description: '是否（true/false、1/0）' } as const;

export const PROJECT_BODY = {
  type: 'object',
  required: ['name', 'startUrls', 'listSelector'],
  properties: {
    id: ID,
    name: { type: 'string', minLength: 1, maxLength: 100, description: '项目名称' },
    startUrls: {
      anyOf: [
        { type: 'string', maxLength: 20_000 },
        { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 2000 } },
      ],
      description: '起始地址，每行一个（或数组）',
    },
    sameHost: flag,
    includePatterns: text(5000, '只采集匹配的网址，每行一个，* 代表任意字符'),
    excludePatterns: text(5000, '不采集匹配的网址，每行一个'),
    maxPages: { type: 'integer', description: '最多抓取页数' },
    maxDepth: { type: 'integer', description: '最大链接深度' },
    delayMs: { type: 'integer', description: '同一站点两次请求的间隔（毫秒）' },
    concurrency: { type: 'integer', description: '同一站点同时请求数' },
    obeyRobots: flag,
    timeoutMs: { type: 'integer', description: '单页超时（毫秒）' },
    userAgent: text(300, 'User-Agent，须包含 Dougong'),
    listSelector: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      description: '列表页中详情链接的 CSS 选择器',
    },
    nextSelector: text(500, '下一页链接的 CSS 选择器'),
    fields: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['name', 'selector'],
        properties: {
          name: { type: 'string', maxLength: 40 },
          label: { type: 'string', maxLength: 100 },
          selector: { type: 'string', minLength: 1, maxLength: 500 },
        },
      },
      description: '采集字段',
    },
    fieldsText: {
      type: 'string',
      maxLength: 30_000,
      description: '采集字段，每行「字段名|显示名|CSS选择器」',
    },
    keyFields: text(500, '去重字段，逗号分隔'),
    designId: text(64, '绑定的表单 id'),
  },
} as const;
