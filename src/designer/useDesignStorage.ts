import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAction, messageOf, putAction } from '../core/http/api';
import type { DesignForm } from '../runtime';
import { readDesign } from './JsonDialogs';

/** GET /cgform/cgformDesign/queryById. */
interface StoredDesign {
  id: string;
  name: string;
  jsonStr: string;
  version: number;
}

export type LoadState =
  { state: 'loading' } | { state: 'ready'; name?: string } | { state: 'failed'; reason: string };

const BASE = '/cgform/cgformDesign';

/**
 * Loads the design of /online/designer/:id and saves designs: PUT edit with the id when there is one,
 * else with a name, which creates it; after the first save the address becomes /online/designer/:id.
 */
export function useDesignStorage(id: string | undefined, onLoad: (design: DesignForm) => void) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [load, setLoad] = useState<LoadState>(id ? { state: 'loading' } : { state: 'ready' });
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
        const read = readDesign(body.result.jsonStr);
        if (!read.ok) return setLoad({ state: 'failed', reason: read.errors.join('\n') });
        latestOnLoad.current(read.design);
        setLoad({ state: 'ready', name: body.result.name });
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
    try {
      const body = await putAction<{ id: string; version: number }>(
        `${BASE}/edit`,
        { ...(id ? { id } : { name }), jsonStr: JSON.stringify(design) },
        { silent: true },
      );
      if (!body.success) {
        void message.warning(body.message);
        return false;
      }
      void message.success(body.message);
      if (!id) {
        created.current = body.result.id;
        setLoad({ state: 'ready', name });
        navigate(`/online/designer/${body.result.id}`, { replace: true });
      }
      return true;
    } catch (error) {
      void message.warning(messageOf(error, '保存失败'));
      return false;
    }
  }

  return { load, save, reload: () => setGeneration((n) => n + 1) };
}
