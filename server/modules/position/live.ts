/**
 * Positions saved through the API reach every open live table of the position list (issue 18,
 * docs/live-updates.md "Rows saved through the API"): the 实时表格 page (src/pages-json/livetable/
 * position-live.page.json) listens on page id `sys_position`, table `vxe-default`. Only sockets whose user
 * holds position:list hear them, as only they may read the list.
 */
import type { FastifyInstance } from 'fastify';
import type { PositionRecord } from '../../../schemas/index';
import { withDictText } from '../dict/dict-text';
import * as repo from './repo';
import { toRecord } from './service';

/** The live page the position tables share (the page JSON's `pageId`). */
export const POSITION_LIVE_PAGE = 'sys_position';
/** The table on that page (the live socket client's default key). */
export const POSITION_SOCKET_KEY = 'vxe-default';
const PERMISSION = 'position:list';

/**
 * Sends each saved position as the list shows it (with postRank_dictText and rank_dictText) as an
 * `update_vxe_table`. Call it after the write committed.
 *
 * @example
 * await publishPositions(app, [await getPosition(app.db, id)]);
 */
export async function publishPositions(
  app: FastifyInstance,
  records: readonly PositionRecord[],
): Promise<void> {
  if (records.length === 0) return;
  try {
    const rows = await withDictText(app.db, records, { postRank: 'position_rank' }, app.readCache.remember);
    for (const row of rows)
      app.liveSocket.publishRow(
        POSITION_LIVE_PAGE,
        POSITION_SOCKET_KEY,
        { ...row, rank_dictText: row.postRank_dictText },
        { permission: PERMISSION },
      );
  } catch (error) {
    // The write is saved and answered as such; open tables catch up when they reload.
    app.log.warn({ err: error }, 'live update of saved positions not sent');
  }
}

/**
 * publishPositions for positions known by id (an Excel import's), read in chunks of 500 in the given order.
 *
 * @example
 * await publishPositionIds(app, await importPositions(app.db, 'admin', workbook, now));
 */
export async function publishPositionIds(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 500) {
    const chunk = ids.slice(at, at + 500);
    const rows = new Map((await repo.findPositions(app.db, chunk)).map((row) => [row.id, row]));
    await publishPositions(
      app,
      chunk.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toRecord(row)] : [];
      }),
    );
  }
}

/**
 * Tells the live tables that positions are gone: `{ type: 'remove_vxe_table', data: { socketKey, ids } }`
 * (JeecgBoot's socket has no delete message; a client that does not know the type ignores it).
 *
 * @example
 * publishRemovedPositions(app, ['1860000000000000001']);
 */
export function publishRemovedPositions(app: FastifyInstance, ids: readonly string[]): void {
  if (ids.length === 0) return;
  app.liveSocket.publish(
    POSITION_LIVE_PAGE,
    { type: 'remove_vxe_table', data: { socketKey: POSITION_SOCKET_KEY, ids: [...new Set(ids)] } },
    { permission: PERMISSION },
  );
}
