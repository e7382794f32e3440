import { App } from 'antd';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/** What the admin is asked before unsaved work is thrown away. */
export const LEAVE_TITLE = '表单有未保存的修改';
export const LEAVE_TEXT = '离开后，未保存的修改将丢失。确定要离开吗？';

type Navigate = (to: unknown, state?: unknown, opts?: unknown) => void;

/**
 * The router state of a navigation that leaves nothing unsaved (the address a first save moves to): it
 * goes through without asking, as the store hears of the save only on its next render.
 */
export const SAVED_STATE = { designSaved: true } as const;

/**
 * Asks before unsaved work is lost: on the browser's reload or tab close (its own beforeunload prompt)
 * and on every navigation inside the app — 关闭, a menu, a tab, the breadcrumb. The app runs a
 * BrowserRouter (no data router, so no useBlocker): the router's navigator is wrapped while `dirty`,
 * and a navigation goes on only after the admin confirms.
 *
 * @example
 * useUnsavedGuard(isDirty(state));
 */
export function useUnsavedGuard(dirty: boolean) {
  const { modal } = App.useApp();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const asking = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const target = navigator as unknown as { push: Navigate; replace: Navigate };
    const { push, replace } = target;
    const guarded =
      (go: Navigate): Navigate =>
      (...args) => {
        if ((args[1] as typeof SAVED_STATE | undefined)?.designSaved) return go.apply(target, args);
        if (asking.current) return;
        asking.current = true;
        modal.confirm({
          title: LEAVE_TITLE,
          content: LEAVE_TEXT,
          okText: '离开',
          cancelText: '留在此页',
          okButtonProps: { danger: true },
          onOk: () => {
            asking.current = false;
            go.apply(target, args);
          },
          onCancel: () => {
            asking.current = false;
          },
        });
      };
    target.push = guarded(push);
    target.replace = guarded(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [dirty, navigator, modal]);
}
