/**
 * 订单明细 rows saved through the API reach the open live tables of the 实时表格 page (docs/live-updates.md),
 * like positions: page id `demo_order_item` (the page JSON's pageId), table `vxe-default`, only to users who
 * may read the list (livetable:view, the page's own code).
 */
import type { FastifyInstance } from 'fastify';
import type { DemoOrderRecord } from './service';

/** The live page the order tables share (the page JSON's `pageId`). */
export const DEMO_ORDER_LIVE_PAGE = 'demo_order_item';
const SOCKET_KEY = 'vxe-default';
/** The list's permission: who may read the rows may hear of them. */
export const DEMO_ORDER_LIST_PERMISSION = 'livetable:view';

/**
 * Sends each saved row as the list shows it. Call after the write committed.
 *
 * @example
 * publishDemoOrders(app, [added]);
 */
export function publishDemoOrders(app: FastifyInstance, rows: readonly DemoOrderRecord[]): void {
  for (const row of rows)
    app.liveSocket.publishRow(DEMO_ORDER_LIVE_PAGE, SOCKET_KEY, row, {
      permission: DEMO_ORDER_LIST_PERMISSION,
    });
}

/**
 * Tells the open tables that rows are gone (`remove_vxe_table`).
 *
 * @example
 * publishRemovedDemoOrders(app, ['1f…']);
 */
export function publishRemovedDemoOrders(app: FastifyInstance, ids: readonly string[]): void {
  if (ids.length === 0) return;
  app.liveSocket.publish(
    DEMO_ORDER_LIVE_PAGE,
    { type: 'remove_vxe_table', data: { socketKey: SOCKET_KEY, ids: [...new Set(ids)] } },
    { permission: DEMO_ORDER_LIST_PERMISSION },
  );
}
