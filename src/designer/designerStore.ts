import type { DesignConfig, DesignForm, DesignWidget } from '../runtime';
import {
  addWidget,
  cloneWidget,
  findWidget,
  moveWidget,
  removeWidget,
  replaceWidget,
  type ListId,
} from './designOps';
import { initHistory, record, redo, undo, type History } from './history';

/** The config a new design starts with (SPEC.md §3 defaults of the original designer). */
export const DEFAULT_CONFIG: DesignConfig = {
  ui: 'Ant Design',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  layout: 'horizontal',
  customClass: '',
};

export const emptyDesign = (): DesignForm => ({ list: [], config: { ...DEFAULT_CONFIG } });

export interface DesignerState {
  history: History<DesignForm>;
  selected: string | null;
}

export type DesignerAction =
  | { type: 'add'; scaffold: Omit<DesignWidget, 'key' | 'model'>; list: ListId; index: number }
  | { type: 'move'; key: string; list: ListId; index: number }
  | { type: 'select'; key: string | null }
  | { type: 'clone'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'update'; widget: DesignWidget }
  | { type: 'config'; config: DesignConfig }
  | { type: 'clear' }
  | { type: 'load'; design: DesignForm; keepHistory: boolean }
  | { type: 'undo' }
  | { type: 'redo' };

export const initDesigner = (design: DesignForm = emptyDesign()): DesignerState => ({
  history: initHistory(design),
  selected: null,
});

/** A selection that no longer exists (after undo, redo or load) is dropped. */
function keepSelection(history: History<DesignForm>, selected: string | null): DesignerState {
  return { history, selected: findWidget(history.present, selected) ? selected : null };
}

/**
 * The designer's state transitions: every change of the design goes through `record`, so undo and redo
 * cover all of them.
 *
 * @example
 * const [state, dispatch] = useReducer(designerReducer, undefined, () => initDesigner());
 * dispatch({ type: 'add', scaffold: inputDesign.scaffold, list: ROOT, index: 0 });
 */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const design = state.history.present;
  const commit = (next: DesignForm, selected = state.selected): DesignerState => ({
    history: record(state.history, next),
    selected,
  });
  switch (action.type) {
    case 'add': {
      const added = addWidget(design, action.scaffold, action.list, action.index);
      return commit(added.design, added.key);
    }
    case 'move':
      return commit(moveWidget(design, action.key, action.list, action.index), action.key);
    case 'select':
      return { ...state, selected: action.key };
    case 'clone': {
      const cloned = cloneWidget(design, action.key);
      return commit(cloned.design, cloned.key ?? state.selected);
    }
    case 'remove': {
      const removed = removeWidget(design, action.key);
      return commit(removed.design, removed.selected);
    }
    case 'update':
      return commit(replaceWidget(design, action.widget.key, action.widget));
    case 'config':
      return commit({ ...design, config: action.config });
    case 'clear':
      return design.list.length ? commit({ ...design, list: [] }, null) : state;
    case 'load':
      return action.keepHistory
        ? commit(action.design, null)
        : { history: initHistory(action.design), selected: null };
    case 'undo':
      return keepSelection(undo(state.history), state.selected);
    case 'redo':
      return keepSelection(redo(state.history), state.selected);
  }
}
