/**
 * 订单明细 (issue 18): the demo order items the 实时表格 page edits live, beside the positions — a table with a
 * column for every live-table column type (demo_order_item, sorted by order_num), its three dictionaries, its
 * buttons under the 实时表格 menu (demoorder:add / edit / batch_delete / sort, granted to admin) and a few demo
 * rows. A fresh database gets the dictionaries, buttons and rows from the seed, which calls seedDemoOrder
 * below (server/modules/demo-order/seed.ts) while the table is as this migration made it.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('demo_order_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_num', 'integer', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull().unique())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('price', 'double precision')
    .addColumn('remark', 'text')
    .addColumn('status', 'text')
    .addColumn('channels', 'text')
    .addColumn('supplier', 'text')
    .addColumn('delivery_date', 'text')
    .addColumn('order_time', 'text')
    .addColumn('pick_time', 'text')
    .addColumn('urgent', 'text')
    .addColumn('labels', 'text')
    .addColumn('attachment', 'text')
    .addColumn('photo', 'text')
    .addColumn('buyer', 'text')
    .addColumn('depart_id', 'text')
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('postcode', 'text')
    .addColumn('batch_no', 'text')
    .addColumn('english_name', 'text')
    .addColumn('weight', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('idx_demo_order_item_order')
    .on('demo_order_item')
    .columns(['order_num', 'id'])
    .execute();

  // An empty database is seeded after the migrations, with the same.
  const seeded = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (seeded) await seedDemoOrder(db, new Date().toISOString());
}

export async function down(db: AnyDb): Promise<void> {
  for (const [perms] of DEMO_ORDER_BUTTONS) {
    const row = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', perms)
      .executeTakeFirst();
    if (!row) continue;
    await db.deleteFrom('sys_role_permission').where('permission_id', '=', row.id).execute();
    await db.deleteFrom('sys_permission').where('id', '=', row.id).execute();
  }
  await db.schema.dropTable('demo_order_item').execute();
}

/** The dictionaries the table's select columns read: code, name, items ([value, text]). */
const DEMO_ORDER_DICTS: ReadonlyArray<
  readonly [code: string, name: string, items: ReadonlyArray<readonly [string, string]>]
> = [
  [
    'demo_order_status',
    '订单明细状态',
    [
      ['draft', '草稿'],
      ['confirmed', '已确认'],
      ['shipped', '已发货'],
      ['closed', '已关闭'],
    ],
  ],
  [
    'demo_order_channel',
    '销售渠道',
    [
      ['online', '线上'],
      ['store', '门店'],
      ['agent', '代理商'],
      ['export', '出口'],
    ],
  ],
  [
    'demo_order_supplier',
    '供应商',
    [
      ['S001', '华东钢铁'],
      ['S002', '南方电子'],
      ['S003', '北方机械'],
      ['S004', '西部物流'],
      ['S005', '东海包装'],
    ],
  ],
];

/** The table's buttons under the 实时表格 page (component_name live-table): perms, name, sort order. */
const DEMO_ORDER_BUTTONS: ReadonlyArray<readonly [perms: string, name: string, sort: number]> = [
  ['demoorder:add', '新增订单明细', 1],
  ['demoorder:edit', '编辑订单明细', 2],
  ['demoorder:batch_delete', '删除订单明细', 3],
  ['demoorder:sort', '排序订单明细', 4],
];

const newId = () => randomUUID().replace(/-/g, '');

/** Demo rows: every column filled on the first, fewer on the others. Users by username, departs by org code. */
const ROWS: ReadonlyArray<Record<string, unknown>> = [
  {
    item_code: 'WL-1001',
    item_name: '不锈钢板',
    quantity: 20,
    price: 128.5,
    remark: '首批到货',
    status: 'confirmed',
    channels: 'online,store',
    supplier: 'S001',
    delivery_date: '2026-12-01',
    order_time: '2026-11-20 09:30:00',
    pick_time: '14:00:00',
    urgent: 'Y',
    labels: '钢板;加急',
    buyer: 'zhangsan',
    depart: 'A01A01',
    mobile: '13800138000',
    email: 'buyer@example.com',
    website: 'https://example.com',
    postcode: '100080',
    batch_no: '20261120',
    english_name: 'Steel',
    weight: '12.5',
  },
  {
    item_code: 'WL-1002',
    item_name: '电路板',
    quantity: 50,
    price: 36,
    status: 'draft',
    urgent: 'N',
    buyer: 'lisi',
    depart: 'A01A02',
  },
  {
    item_code: 'WL-1003',
    item_name: '包装箱',
    quantity: 200,
    price: 2.8,
    status: 'shipped',
    urgent: 'N',
    buyer: 'admin',
    depart: 'A01A03',
  },
];

/**
 * Adds what is missing: the dictionaries, the buttons (admin granted), the demo rows when the table is empty.
 *
 * @example
 * await seedDemoOrder(tx, new Date().toISOString());
 */
export async function seedDemoOrder(db: AnyDb, now: string): Promise<void> {
  for (const [code, name, items] of DEMO_ORDER_DICTS) {
    const taken = await db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', code)
      .executeTakeFirst();
    if (taken) continue;
    const dictId = newId();
    await db
      .insertInto('sys_dict')
      .values({ id: dictId, dict_name: name, dict_code: code, created_by: 'system', created_at: now })
      .execute();
    await db
      .insertInto('sys_dict_item')
      .values(
        items.map(([value, text], index) => ({
          id: newId(),
          dict_id: dictId,
          item_value: value,
          item_text: text,
          sort_order: index + 1,
          status: 1,
          created_by: 'system',
          created_at: now,
        })),
      )
      .execute();
  }

  const page = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', 'live-table')
    .executeTakeFirst();
  const admin = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'admin')
    .executeTakeFirst();
  if (page) {
    for (const [perms, name, sort] of DEMO_ORDER_BUTTONS) {
      const taken = await db
        .selectFrom('sys_permission')
        .select('id')
        .where('perms', '=', perms)
        .executeTakeFirst();
      if (taken) continue;
      const id = newId();
      await db
        .insertInto('sys_permission')
        .values({
          id,
          parent_id: page.id,
          name,
          menu_type: 2,
          perms,
          perms_type: '1',
          status: '1',
          sort_no: sort,
          is_route: 0,
          is_leaf: 1,
          hidden: 0,
          created_by: 'system',
          created_at: now,
        })
        .execute();
      await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', page.id).execute();
      if (admin)
        await db
          .insertInto('sys_role_permission')
          .values({ id: newId(), role_id: admin.id, permission_id: id })
          .execute();
    }
  }

  const any = await db.selectFrom('demo_order_item').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const departs = new Map(
    (await db.selectFrom('sys_depart').select(['id', 'org_code']).execute()).map((d) => [d.org_code, d.id]),
  );
  let order = 0;
  for (const { depart, ...row } of ROWS) {
    order++;
    await db
      .insertInto('demo_order_item')
      .values({
        ...row,
        id: newId(),
        order_num: order,
        depart_id: departs.get(depart) ?? null,
        created_by: 'system',
        created_at: now,
      })
      .execute();
  }
}
