import type { FormConfig, FormDesign } from '../../schemas';
import type { AnyConfig, AnyDesign, Scaffold } from '../runtime';
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
import { editWidget, typedLeaf, typingKey } from './panelEdit';
import { applyRulesToDesign } from './widgetRules';

/** The config a new design starts with (SPEC.md §3 defaults of the original designer). */
export const DEFAULT_CONFIG: FormConfig = {
  ui: 'Ant Design',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  layout: 'horizontal',
  customClass: '',
};

export const emptyDesign = (): FormDesign => ({ list: [], config: { ...DEFAULT_CONFIG } });

export interface DesignerState {
  history: History<AnyDesign>;
  selected: string | null;
  /**
   * Bumped by every change the property panel did not type itself (undo, a load, a new selection, a rule
   * that adjusted a panel edit): the panel then shows the design's values. It never overwrites a box
   * while the admin types in it, which lost keys on big forms.
   */
  sync: number;
  /** The design as last loaded or saved: anything else is unsaved work. */
  clean: AnyDesign;
}

/** A property-panel edit: the panel's values, the paths it shows and what it shows for unset options. */
export interface PanelEdit {
  type: 'edit';
  key: string;
  values: unknown;
  paths: string[];
  defaults?: ReadonlyMap<string, unknown>;
  /** The panel's text, number and list boxes: consecutive typing in one of them is one undo step. */
  textPaths?: string[];
  /** The values hold more than was typed (a label taken from a bound column): show them in the panel. */
  resync?: boolean;
}

export type DesignerAction =
  | { type: 'add'; scaffold: Scaffold; list: ListId; index: number }
  | { type: 'move'; key: string; list: ListId; index: number }
  | { type: 'select'; key: string | null }
  | { type: 'clone'; key: string }
  | { type: 'remove'; key: string }
  | PanelEdit
  | { type: 'config'; config: AnyConfig }
  | { type: 'clear' }
  | { type: 'saved'; design: AnyDesign }
  | { type: 'load'; design: AnyDesign; keepHistory: boolean }
  | { type: 'undo' }
  | { type: 'redo' };

export const initDesigner = (design: AnyDesign = emptyDesign()): DesignerState => ({
  history: initHistory(design),
  selected: null,
  sync: 0,
  clean: design,
});

/** Whether the design differs from what was last loaded or saved (undoing back to it is no change). */
export const isDirty = (state: DesignerState) => state.history.present !== state.clean;

/**
 * The designer's state transitions: every change of the design goes through `record`, so undo and redo
 * cover all of them. A panel edit is applied to the widget as the design holds it now (not as the panel
 * last saw it), with SPEC.md §4's rules; loads and imports get the same rules.
 *
 * @example
 * const [state, dispatch] = useReducer(designerReducer, undefined, () => initDesigner());
 * dispatch({ type: 'add', scaffold: inputDesign.scaffold, list: ROOT, index: 0 });
 */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  if (action.type === 'edit') return applyEdit(state, action);
  const next = transition(state, action);
  // The 表单属性 panel typed the config itself; everything else is news to the panels.
  return next === state || action.type === 'config' ? next : { ...next, sync: state.sync + 1 };
}

function applyEdit(state: DesignerState, action: PanelEdit): DesignerState {
  const design = state.history.present;
  const widget = findWidget(design, action.key);
  if (!widget) return state;
  const result = editWidget(design, widget, action.values, action.paths, action.defaults);
  // A refused edit (a 字段标识 in use or malformed) leaves the design as it was; the panel says why.
  if (!result.ok || result.widget === widget) return state;
  const typing = result.adjusted ? undefined : typingKey(widget, result.widget, action.textPaths ?? []);
  return {
    ...state,
    history: record(state.history, replaceWidget(design, widget.key, result.widget), typing),
    sync: result.adjusted || action.resync ? state.sync + 1 : state.sync,
  };
}

function transition(state: DesignerState, action: Exclude<DesignerAction, PanelEdit>): DesignerState {
  const design = state.history.present;
  const commit = (next: AnyDesign, selected = state.selected): DesignerState => ({
    ...state,
    history: record(state.history, next),
    selected,
  });
  // A selection that no longer exists (after undo, redo or load) is dropped.
  const keepSelection = (history: History<AnyDesign>): DesignerState => ({
    ...state,
    history,
    selected: findWidget(history.present, state.selected) ? state.selected : null,
  });
  switch (action.type) {
    case 'add': {
      const added = addWidget(design, action.scaffold, action.list, action.index);
      return commit(added.design, added.key);
    }
    case 'move':
      return commit(moveWidget(design, action.key, action.list, action.index), action.key);
    case 'select':
      // Typing after choosing another widget (or the same again) is a new step.
      return { ...state, selected: action.key, history: { ...state.history, typing: undefined } };
    case 'clone': {
      const cloned = cloneWidget(design, action.key);
      return commit(cloned.design, cloned.key ?? state.selected);
    }
    case 'remove': {
      const removed = removeWidget(design, action.key);
      return commit(removed.design, removed.selected);
    }
    case 'config': {
      const leaf = typedLeaf(design.config ?? {}, action.config);
      return {
        ...state,
        history: record(state.history, { ...design, config: action.config }, leaf && `config:${leaf}`),
      };
    }
    case 'clear':
      return design.list.length ? commit({ ...design, list: [] }, null) : state;
    case 'load': {
      const loaded = applyRulesToDesign(action.design);
      return action.keepHistory
        ? commit(loaded, null)
        : { ...state, history: initHistory(loaded), selected: null, clean: loaded };
    }
    case 'saved':
      return { ...state, clean: action.design };
    case 'undo':
      return keepSelection(undo(state.history));
    case 'redo':
      return keepSelection(redo(state.history));
  }
}
