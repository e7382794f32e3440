import { App } from 'antd';
import { useEffect, useRef } from 'react';

/** What a form that may hold unsaved edits asks before they are thrown away (issue 13, finding 2). */
export const DISCARD_QUESTION = '有未保存的修改，确定放弃吗？';

/** Popups that take Esc for themselves: an open select, tree select, cascader or date/time panel. */
const OPEN_POPUP =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden), .ant-cascader-dropdown:not(.ant-select-dropdown-hidden), .ant-dropdown:not(.ant-dropdown-hidden), .ant-popover:not(.ant-popover-hidden)';

/**
 * Asks before unsaved edits are thrown away: `confirmDiscard()` resolves true at once when nothing is
 * dirty, else after the user agreed to '有未保存的修改，确定放弃吗？'.
 *
 * @example
 * const confirmDiscard = useDiscardConfirm(); if (await confirmDiscard(form.modified)) close();
 */
export function useDiscardConfirm(): (dirty: boolean) => Promise<boolean> {
  const { modal } = App.useApp();
  const asking = useRef<Promise<boolean> | null>(null);
  return (dirty) => {
    if (!dirty) return Promise.resolve(true);
    // Esc pressed twice, or a click during the question, asks once.
    asking.current ??= Promise.resolve(
      modal.confirm({ title: DISCARD_QUESTION, okText: '放弃修改', cancelText: '继续编辑' }),
    ).finally(() => {
      asking.current = null;
    });
    return asking.current;
  };
}

/** The open dialogs and drawers listening for Esc, innermost (last opened) last. */
const layers: Array<{ current: () => void }> = [];
let popupWasOpen = false;

// Capture runs before a popup handles the key, so "was a popup open" is read before it closes.
function capture(event: KeyboardEvent) {
  if (event.key === 'Escape') popupWasOpen = document.querySelector(OPEN_POPUP) !== null;
}
function bubble(event: KeyboardEvent) {
  if (event.key !== 'Escape' || popupWasOpen) return;
  // A confirmation on top (the discard question itself) handles its own Esc.
  if (document.querySelectorAll('.ant-modal-confirm').length > 0) return;
  layers.at(-1)?.current();
}

/**
 * Esc for a dialog or drawer: it closes only the innermost popup. While a select, tree select or picker
 * is open Esc is left to it; otherwise only the innermost layer's `onEscape` runs (a dialog opened in a
 * drawer closes, the drawer stays). The dialog or drawer itself must be opened with `keyboard={false}`.
 *
 * @example
 * useEscape(open, () => void requestClose());
 */
export function useEscape(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const layer = handler;
    layers.push(layer);
    if (layers.length === 1) {
      window.addEventListener('keydown', capture, true);
      window.addEventListener('keydown', bubble);
    }
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) {
        window.removeEventListener('keydown', capture, true);
        window.removeEventListener('keydown', bubble);
      }
    };
  }, [active]);
}
