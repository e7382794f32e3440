import { App } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  type Navigator,
} from 'react-router-dom';

/** What the admin is asked before unsaved work is thrown away. */
export const LEAVE_TITLE = '表单有未保存的修改';
export const LEAVE_TEXT = '离开后，未保存的修改将丢失。确定要离开吗？';

type Navigate = Navigator['push'];

/**
 * The router state of a navigation that leaves nothing unsaved (the address a first save moves to): it
 * goes through without asking, as the store hears of the save only on its next render.
 */
export const SAVED_STATE = { designSaved: true } as const;

function savedState(state: unknown): boolean {
  return (state as typeof SAVED_STATE | null | undefined)?.designSaved === true;
}

/** Asks once, however often it is called while the question is open. */
function useLeaveQuestion() {
  const { modal } = App.useApp();
  const asking = useRef(false);
  return useCallback(
    (leave: () => void, stay: () => void = () => {}) => {
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
          leave();
        },
        onCancel: () => {
          asking.current = false;
          stay();
        },
      });
    },
    [modal],
  );
}

/**
 * The app's data router (main.tsx): its blocker stops every navigation while `dirty` — links, 关闭, the
 * browser's back and forward buttons — until the admin confirms.
 */
function BlockerGuard({ dirty }: { dirty: boolean }) {
  const ask = useLeaveQuestion();
  const blocker = useBlocker(({ nextLocation }) => dirty && !savedState(nextLocation.state));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, ask]);
  return null;
}

/**
 * A plain router (the tests' MemoryRouter has no blocker): the router's navigator is wrapped while
 * `dirty`, so in-app navigations ask first.
 */
function NavigatorGuard({ dirty }: { dirty: boolean }) {
  const ask = useLeaveQuestion();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    if (!dirty) return;
    const target: Pick<Navigator, 'push' | 'replace'> = navigator;
    const { push, replace } = target;
    const guarded =
      (go: Navigate): Navigate =>
      (...args) => {
        if (savedState(args[1])) return go.apply(target, args);
        ask(() => go.apply(target, args));
      };
    target.push = guarded(push);
    target.replace = guarded(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [dirty, navigator, ask]);
  return null;
}

/**
 * Asks before unsaved work is lost: on the browser's reload or tab close (its own beforeunload prompt),
 * on the browser's back and forward buttons, and on every navigation inside the app — 关闭, a menu, a
 * tab, the breadcrumb.
 *
 * @example
 * <UnsavedGuard dirty={isDirty(state)} />
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
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
  return dataRouter ? <BlockerGuard dirty={dirty} /> : <NavigatorGuard dirty={dirty} />;
}
