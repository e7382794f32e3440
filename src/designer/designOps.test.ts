import { editWidget } from './panelEdit';
import { describe, expect, it } from 'vitest';
import type { AnyDesign, AnyWidget, WidgetOf, WidgetType } from '../runtime';
import { gridDesign } from '../widgets/grid/design';
import { inputDesign } from '../widgets/input/design';
import { selectDesign } from '../widgets/select/design';
import { timeDesign } from '../widgets/time/design';
import { tabsDesign } from '../widgets/tabs/design';
import { cardDesign } from '../widgets/card/design';
import { crudDesign } from '../widgets/crud/design';
import {
  addWidget,
  allWidgets,
  childLists,
  cloneWidget,
  columnListId,
  findWidget,
  locate,
  moveWidget,
  removeWidget,
  listAt,
  ROOT,
} from './designOps';
import { emptyDesign } from './designerStore';

const keys = (design: AnyDesign) => allWidgets(design.list).map((w) => w.key);

/** Narrows a widget the test put in place to its type (the test fails when it is another). */
function assertType<T extends WidgetType>(
  widget: AnyWidget | undefined,
  type: T,
): asserts widget is WidgetOf<T> {
  expect(widget?.type).toBe(type);
}

/** input_1, input_2 at the top, grid_1 holding input_3 in its first column and select_1 in its second. */
function sample(): AnyDesign {
  let design: AnyDesign = emptyDesign();
  design = addWidget(design, inputDesign.scaffold, ROOT, 0).design;
  design = addWidget(design, inputDesign.scaffold, ROOT, 1).design;
  design = addWidget(design, gridDesign.scaffold, ROOT, 2).design;
  design = addWidget(design, inputDesign.scaffold, columnListId('grid_1', 0), 0).design;
  return addWidget(design, selectDesign.scaffold, columnListId('grid_1', 1), 0).design;
}

describe('designOps', () => {
  it('gives readable keys and models counted per type across nested grids', () => {
    const design = sample();
    expect(keys(design)).toEqual(['input_1', 'input_2', 'grid_1', 'input_3', 'select_1']);
    expect(findWidget(design, 'input_3')).toMatchObject({ model: 'input_3', name: '单行文本' });
    expect(addWidget(design, inputDesign.scaffold, ROOT, 0).key).toBe('input_4');
  });

  it('adds at an index and leaves the scaffold untouched', () => {
    const { design } = addWidget(sample(), inputDesign.scaffold, ROOT, 1);
    expect(design.list.map((w) => w.key)).toEqual(['input_1', 'input_4', 'input_2', 'grid_1']);
    expect(inputDesign.scaffold).not.toHaveProperty('key');
  });

  it('clones before the original with new keys and copied options', () => {
    const design = sample();
    const cloned = cloneWidget(design, 'input_2');
    expect(cloned.key).toBe('input_4');
    expect(cloned.design.list.map((w) => w.key)).toEqual(['input_1', 'input_4', 'input_2', 'grid_1']);
    const copy = findWidget(cloned.design, 'input_4')!;
    expect(copy.options).toEqual(findWidget(design, 'input_2')!.options);
    expect(copy.options).not.toBe(findWidget(design, 'input_2')!.options);
  });

  it('clones a grid with every widget inside it rekeyed', () => {
    const cloned = cloneWidget(sample(), 'grid_1');
    expect(keys(cloned.design)).toEqual([
      'input_1',
      'input_2',
      'grid_2',
      'input_4',
      'select_2',
      'grid_1',
      'input_3',
      'select_1',
    ]);
  });

  it('holds grids inside grids, keys counted through every level', () => {
    let design = addWidget(sample(), gridDesign.scaffold, columnListId('grid_1', 0), 1).design;
    design = addWidget(design, inputDesign.scaffold, columnListId('grid_2', 1), 0).design;
    expect(keys(design)).toEqual([
      'input_1',
      'input_2',
      'grid_1',
      'input_3',
      'grid_2',
      'input_4',
      'select_1',
    ]);
    expect(locate(design, 'input_4')).toEqual({ list: 'grid_2:1', index: 0 });
    expect(removeWidget(design, 'grid_1').design.list.map((w) => w.key)).toEqual(['input_1', 'input_2']);
  });

  it('moves the selection to the next widget on delete, else the previous', () => {
    const design = sample();
    expect(removeWidget(design, 'input_1').selected).toBe('input_2');
    expect(removeWidget(design, 'grid_1').selected).toBe('input_2');
    expect(removeWidget(design, 'select_1').selected).toBeNull();
    expect(keys(removeWidget(design, 'grid_1').design)).toEqual(['input_1', 'input_2']);
  });

  it('moves within a list, into a grid column, and never into itself', () => {
    const design = sample();
    expect(moveWidget(design, 'input_1', ROOT, 2).list.map((w) => w.key)).toEqual([
      'input_2',
      'input_1',
      'grid_1',
    ]);
    const intoGrid = moveWidget(design, 'input_1', columnListId('grid_1', 1), 1);
    expect(keys(intoGrid)).toEqual(['input_2', 'grid_1', 'input_3', 'select_1', 'input_1']);
    expect(moveWidget(design, 'grid_1', columnListId('grid_1', 0), 0)).toBe(design);
    expect(moveWidget(design, 'input_2', ROOT, 2)).toBe(design);
  });

  it('refuses a model another widget has', () => {
    const design = sample();
    const widget = findWidget(design, 'input_1')!;
    expect(editWidget(design, widget, { model: 'input_3' }, ['model'])).toEqual({
      ok: false,
      message: '字段标识已存在：input_3',
    });
    const renamed = editWidget(design, widget, { model: 'username', name: '用户名' }, ['model', 'name']);
    expect(renamed).toMatchObject({
      ok: true,
      widget: { key: 'input_1', model: 'username', name: '用户名' },
    });
  });

  it('wraps a select default in a list when multiple turns on and unwraps it when off', () => {
    const design = sample();
    const select = findWidget(design, 'select_1');
    assertType(select, 'select');
    const withDefault = { ...select, options: { ...select.options, defaultValue: '下拉框2' } };
    const on = editWidget(design, withDefault, { options: { multiple: true } }, ['options.multiple']);
    expect(on.ok && on.widget.options).toMatchObject({ multiple: true, defaultValue: ['下拉框2'] });
    const off =
      on.ok && editWidget(design, on.widget, { options: { multiple: false } }, ['options.multiple']);
    expect(off && off.ok && off.widget.options).toMatchObject({ multiple: false, defaultValue: '下拉框2' });
  });

  it('clears a time default when range turns on', () => {
    const { design, key } = addWidget(emptyDesign(), timeDesign.scaffold, ROOT, 0);
    const time = findWidget(design, key);
    assertType(time, 'time');
    const set = { ...time, options: { ...time.options, defaultValue: '08:00:00' } };
    const on = editWidget(design, set, { options: { isRange: true } }, ['options.isRange']);
    expect(on.ok && on.widget.options).toMatchObject({ isRange: true, defaultValue: '' });
  });

  it('treats tab panes and a card body as lists: add, move, remove, clone with new keys', () => {
    let design: AnyDesign = emptyDesign();
    design = addWidget(design, tabsDesign.scaffold, ROOT, 0).design;
    design = addWidget(design, cardDesign.scaffold, ROOT, 1).design;
    design = addWidget(design, inputDesign.scaffold, columnListId('tabs_1', 1), 0).design;
    design = addWidget(design, inputDesign.scaffold, columnListId('card_1', 0), 0).design;
    design = addWidget(design, gridDesign.scaffold, columnListId('card_1', 0), 1).design;
    expect(keys(design)).toEqual(['tabs_1', 'input_1', 'card_1', 'input_2', 'grid_1']);
    expect(locate(design, 'input_1')).toEqual({ list: 'tabs_1:1', index: 0 });
    expect(listAt(design, 'card_1:0')?.map((w) => w.key)).toEqual(['input_2', 'grid_1']);

    // From the second pane into the card, before grid_1; the pane is left empty.
    const moved = moveWidget(design, 'input_1', 'card_1:0', 1);
    expect(listAt(moved, 'tabs_1:1')).toEqual([]);
    expect(listAt(moved, 'card_1:0')?.map((w) => w.key)).toEqual(['input_2', 'input_1', 'grid_1']);
    // A container never goes into itself.
    expect(moveWidget(design, 'card_1', 'card_1:0', 0)).toBe(design);

    const removed = removeWidget(design, 'input_2');
    expect(removed.selected).toBe('grid_1');
    expect(listAt(removed.design, 'card_1:0')?.map((w) => w.key)).toEqual(['grid_1']);

    const cloned = cloneWidget(design, 'tabs_1');
    expect(cloned.key).toBe('tabs_2');
    expect(keys(cloned.design).slice(0, 4)).toEqual(['tabs_2', 'input_3', 'tabs_1', 'input_1']);
    // The panes keep their labels and keys; only the widgets get new ones.
    expect(cloned.design.list[0]).toMatchObject({ tabs: [{ key: 'tab_1', list: [] }, { key: 'tab_2' }] });
  });

  it('sees no lists in widgets that are not containers (a crud has table columns)', () => {
    const design = addWidget(emptyDesign(), crudDesign.scaffold, ROOT, 0).design;
    expect(childLists(design.list[0]!)).toEqual([]);
    expect(keys(design)).toEqual(['crud_1']);
  });

  it('leaves an unset option unset while the panel shows its default, and sets it once changed', () => {
    const design = addWidget(emptyDesign(), crudDesign.scaffold, ROOT, 0).design;
    const added = design.list[0];
    assertType(added, 'crud');
    // The scaffold's crud with `selection` unset.
    const { selection: _unset, ...options } = added.options;
    const crud = { ...added, options: { ...options, title: '职务' } };
    const defaults = new Map([['options.selection', true]]);
    const paths = ['options.title', 'options.selection'];
    const shown = { ...crud, options: { title: '职务一览', selection: true } };
    const edited = editWidget(design, crud, shown, paths, defaults);
    expect(edited).toEqual({
      ok: true,
      widget: { ...crud, options: { ...crud.options, title: '职务一览' } },
      adjusted: false,
    });
    const off = editWidget(
      design,
      crud,
      { ...shown, options: { title: '职务', selection: false } },
      paths,
      defaults,
    );
    expect(off.ok && off.widget.options).toEqual({ ...crud.options, selection: false });
  });
});
