import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAction, messageOf, putAction } from '../core/http/api';
import type { DesignForm } from '../runtime';
import { readDesign, type DesignKind } from './JsonDialogs';
import { SAVED_STATE } from './UnsavedGuard';
import { saveProblem, withoutPatterns } from './widgetRules';

/** GET /cgform/cgformDesign/queryById. */
interface StoredDesign {
  id: string;
  /** Older servers answered without it: a form. */
  kind?: DesignKind;
  name: string;
  jsonStr: string;
  version: number;
}

export type LoadState =
  | { state: 'loading' }
  | { state: 'ready'; name?: string; kind: DesignKind }
  | { state: 'failed'; reason: string };

const BASE = '/cgform/cgformDesign';

/**
 * Loads the design of /online/designer/:id and saves designs: PUT edit with the id when there is one,
 * else with a name, which creates it; after the first save the address becomes /online/designer/:id.
 * A design's kind comes from queryById: a page of the product (kind 'page') is read against the page
 * schema and saved the same way, by id; the server keeps every save as a version. `onSaved` hears of a
 * save before the address changes, so the designer no longer counts that design as unsaved work.
 *
 * @example
 * const { load, save } = useDesignStorage(id, (d) => dispatch({ type: 'load', design: d, keepHistory: false }));
 */
export function useDesignStorage(
  id: string | undefined,
  onLoad: (design: DesignForm) => void,
  onSaved: (design: DesignForm) => void = () => {},
) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [load, setLoad] = useState<LoadState>(id ? { state: 'loading' } : { state: 'ready', kind: 'form' });
  // The id this screen just created: arriving at its address must not reload what is already here.
  const created = useRef<string | null>(null);
  // Bumped to fetch the design again (after a rollback made a new latest version).
  const [generation, setGeneration] = useState(0);
  const latestOnLoad = useRef(onLoad);
  useEffect(() => {
    latestOnLoad.current = onLoad;
  });

  useEffect(() => {
    if (!id || (id === created.current && generation === 0)) return;
    let live = true;
    setLoad({ state: 'loading' });
    getAction<StoredDesign>(`${BASE}/queryById`, { id }, { silent: true })
      .then((body) => {
        if (!live) return;
        if (!body.success) return setLoad({ state: 'failed', reason: body.message });
        const kind = body.result.kind ?? 'form';
        const read = readDesign(body.result.jsonStr, kind);
        if (!read.ok) return setLoad({ state: 'failed', reason: read.errors.join('\n') });
        latestOnLoad.current(read.design);
        setLoad({ state: 'ready', name: body.result.name, kind });
      })
      .catch(
        (error: unknown) =>
          live && setLoad({ state: 'failed', reason: messageOf(error, '表单不存在或已删除') }),
      );
    return () => {
      live = false;
    };
  }, [id, generation]);

  async function save(design: DesignForm, name?: string): Promise<boolean> {
    // A page's widgets name data paths of their own; the server's page schema checks those.
    const problem = load.state === 'ready' && load.kind === 'page' ? null : saveProblem(design);
    if (problem) {
      void message.warning(`无法保存：${problem}`);
      return false;
    }
    try {
      const body = await putAction<{ id: string; version: number }>(
        `${BASE}/edit`,
        { ...(id ? { id } : { name }), jsonStr: JSON.stringify(design) },
        { silent: true },
      );
      if (!body.success) {
        void message.warning(withoutPatterns(body.message));
        return false;
      }
      void message.success(body.message);
      onSaved(design);
      if (!id) {
        created.current = body.result.id;
        setLoad({ state: 'ready', name, kind: 'form' });
        navigate(`/online/designer/${body.result.id}`, { replace: true, state: SAVED_STATE });
      }
      return true;
    } catch (error) {
      void message.warning(withoutPatterns(messageOf(error, '保存失败')));
      return false;
    }
  }

  return { load, save, reload: () => setGeneration((n) => n + 1) };
}
