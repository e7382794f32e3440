import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../core/http/api';
import { designChanged, designQuery, DESIGN_API, type StoredDesign } from '../core/views/designReads';
import { useDataHost, type HostEnvelope } from '../runtime';
import { readDesign, type DesignKind } from './JsonDialogs';
import { SAVED_STATE } from './UnsavedGuard';
import { saveProblem, withoutPatterns } from './widgetRules';

export type LoadState =
  | { state: 'loading' }
  | { state: 'ready'; name?: string; kind: DesignKind }
  | { state: 'failed'; reason: string };

/** A design as the designer holds it: what readDesign yields. */
type Design = Extract<ReturnType<typeof readDesign>, { ok: true }>['design'];

type Opened = { ok: true; design: Design; name: string; kind: DesignKind } | { ok: false; reason: string };

/** What an answer of queryById opens: the design with its name and kind, or why it cannot be opened. */
function openedOf(body: HostEnvelope<StoredDesign>): Opened {
  if (!body.success) return { ok: false, reason: body.message };
  const kind = body.result.kind ?? 'form';
  const read = readDesign(body.result.jsonStr, kind);
  return read.ok
    ? { ok: true, design: read.design, name: body.result.name, kind }
    : { ok: false, reason: read.errors.join('\n') };
}

/**
 * Loads the design of /online/designer/:id and saves designs: PUT edit with the id when there is one,
 * else with a name, which creates it; after the first save the address becomes /online/designer/:id.
 * A design's kind comes from queryById: a page of the product (kind 'page') is read against the page
 * schema and saved the same way, by id; the server keeps every save as a version. `onSaved` hears of a
 * save before the address changes, so the designer no longer counts that design as unsaved work.
 *
 * The design is read through the app's query cache, afresh each time the designer opens it (another
 * admin may have saved since), and handed to `onLoad` then and after `reload` — never on another
 * refetch, which would replace the admin's unsaved work. A save or rollback marks stale what it changed
 * (designChanged): the designs list, the versions, the page it is.
 *
 * @example
 * const { load, save } = useDesignStorage(id, (d) => dispatch({ type: 'load', design: d, keepHistory: false }));
 */
export function useDesignStorage(
  id: string | undefined,
  onLoad: (design: Design) => void,
  onSaved: (design: Design) => void = () => {},
) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const host = useDataHost();
  const client = useQueryClient();
  // The design this screen just created: arriving at its address must not read back what is already here.
  const [created, setCreated] = useState<{ id: string; name: string }>();
  const reading = id && id !== created?.id ? id : undefined;
  const read = useQuery({
    ...designQuery(host, reading ?? ''),
    select: openedOf,
    enabled: reading !== undefined,
    refetchOnMount: 'always',
  });
  const opened = read.isFetchedAfterMount ? read.data : undefined;
  const latestOnLoad = useRef(onLoad);
  useEffect(() => {
    latestOnLoad.current = onLoad;
  });
  // The id whose design the canvas holds: ready waits for it, so no empty canvas is drawn first.
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    if (!reading || shown === reading || !opened?.ok) return;
    latestOnLoad.current(opened.design);
    setShown(reading);
  }, [reading, shown, opened]);

  const load: LoadState = !reading
    ? { state: 'ready', name: created?.name, kind: 'form' }
    : read.isError
      ? { state: 'failed', reason: messageOf(read.error, '表单不存在或已删除') }
      : !opened
        ? { state: 'loading' }
        : !opened.ok
          ? { state: 'failed', reason: opened.reason }
          : shown === reading
            ? { state: 'ready', name: opened.name, kind: opened.kind }
            : { state: 'loading' };
  const page = load.state === 'ready' && load.kind === 'page' ? load.name : undefined;

  async function save(design: Design, name?: string): Promise<boolean> {
    // A page's widgets name data paths of their own; the server's page schema checks those.
    const problem = page !== undefined ? null : saveProblem(design);
    if (problem) {
      void message.warning(`无法保存：${problem}`);
      return false;
    }
    try {
      const body = await host.put<{ id: string; version: number }>(
        `${DESIGN_API}/edit`,
        { ...(id ? { id } : { name }), jsonStr: JSON.stringify(design) },
        { silent: true },
      );
      if (!body.success) {
        void message.warning(withoutPatterns(body.message));
        return false;
      }
      void message.success(body.message);
      void designChanged(client, { id: body.result.id, page });
      onSaved(design);
      if (!id) {
        setCreated({ id: body.result.id, name: name ?? '' });
        navigate(`/online/designer/${body.result.id}`, { replace: true, state: SAVED_STATE });
      }
      return true;
    } catch (error) {
      void message.warning(withoutPatterns(messageOf(error, '保存失败')));
      return false;
    }
  }

  /** The server holds a new latest version (a rollback): mark what changed and open it again. */
  async function reload(): Promise<void> {
    if (!id) return;
    void designChanged(client, { id, page });
    // A design made on this screen is read from now on like any other.
    if (!reading) return setCreated(undefined);
    const again = await read.refetch();
    if (again.data?.ok) latestOnLoad.current(again.data.design);
  }

  return { load, save, reload };
}
