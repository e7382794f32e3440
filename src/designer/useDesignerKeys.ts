import { useEffect, useRef } from 'react';
import type { DesignerAction } from './designerStore';

/** Typing in a field (the panel, a dialog) keeps its own Delete, copy, paste and undo. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('.ant-modal, .ant-drawer') !== null
  );
}

/**
 * The designer's shortcuts: Delete removes the selection, Ctrl+C then Ctrl+V clones it, Ctrl+Z undoes,
 * Ctrl+Shift+Z (or Ctrl+Y) redoes. ⌘ works as Ctrl on a Mac.
 *
 * @example
 * useDesignerKeys(state.selected, dispatch);
 */
export function useDesignerKeys(selected: string | null, dispatch: (action: DesignerAction) => void) {
  const copied = useRef<string | null>(null);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isTyping(event.target)) return;
      const ctrl = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let action: DesignerAction | null = null;
      if (event.key === 'Delete' && selected) action = { type: 'remove', key: selected };
      else if (ctrl && key === 'c' && selected) copied.current = selected;
      else if (ctrl && key === 'v' && copied.current) action = { type: 'clone', key: copied.current };
      else if (ctrl && ((key === 'z' && event.shiftKey) || key === 'y')) action = { type: 'redo' };
      else if (ctrl && key === 'z') action = { type: 'undo' };
      else return;
      event.preventDefault();
      if (action) dispatch(action);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, dispatch]);
}
