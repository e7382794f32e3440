import { describe, expect, it } from 'vitest';
import { gridDesign } from '../widgets/grid/design';
import { inputDesign } from '../widgets/input/design';
import { columnListId, ROOT } from './designOps';
import { designerReducer, initDesigner, type DesignerAction, type DesignerState } from './designerStore';
import { HISTORY_LIMIT, initHistory, record } from './history';

const run = (actions: DesignerAction[], state = initDesigner()): DesignerState =>
  actions.reduce(designerReducer, state);

const snapshot = (state: DesignerState) => structuredClone(state.history.present);

describe('designer history', () => {
  it('undoes and redoes every change back to the exact previous JSON', () => {
    const steps: DesignerAction[] = [
      { type: 'add', scaffold: inputDesign.scaffold, list: ROOT, index: 0 },
      { type: 'add', scaffold: gridDesign.scaffold, list: ROOT, index: 1 },
      { type: 'add', scaffold: inputDesign.scaffold, list: columnListId('grid_1', 0), index: 0 },
      { type: 'clone', key: 'input_1' },
      { type: 'move', key: 'input_1', list: columnListId('grid_1', 1), index: 0 },
      { type: 'config', config: { ui: 'Element', size: 'mini' } },
      { type: 'remove', key: 'input_2' },
      { type: 'clear' },
    ];
    const states = [initDesigner()];
    for (const step of steps) states.push(designerReducer(states.at(-1)!, step));
    const jsons = states.map(snapshot);

    let state = states.at(-1)!;
    for (let i = jsons.length - 2; i >= 0; i--) {
      state = designerReducer(state, { type: 'undo' });
      expect(state.history.present).toEqual(jsons[i]);
    }
    for (let i = 1; i < jsons.length; i++) {
      state = designerReducer(state, { type: 'redo' });
      expect(state.history.present).toEqual(jsons[i]);
    }
  });

  it('selects what it adds and clones, and drops a selection undo removed', () => {
    let state = run([{ type: 'add', scaffold: inputDesign.scaffold, list: ROOT, index: 0 }]);
    expect(state.selected).toBe('input_1');
    state = run([{ type: 'clone', key: 'input_1' }], state);
    expect(state.selected).toBe('input_2');
    expect(state.history.present.list.map((w) => w.key)).toEqual(['input_2', 'input_1']);
    state = run([{ type: 'undo' }], state);
    expect(state.selected).toBeNull();
  });

  it('a new change after undo drops the redo branch; clearing an empty design records nothing', () => {
    let state = run([
      { type: 'add', scaffold: inputDesign.scaffold, list: ROOT, index: 0 },
      { type: 'undo' },
      { type: 'add', scaffold: gridDesign.scaffold, list: ROOT, index: 0 },
    ]);
    expect(state.history.future).toEqual([]);
    state = run([{ type: 'remove', key: 'grid_1' }, { type: 'clear' }], state);
    expect(state.history.past).toHaveLength(2);
  });

  it('keeps a bounded past', () => {
    let history = initHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) history = record(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});
