import { describe, expect, it } from 'vitest';
import { gridDesign } from '../widgets/grid/design';
import { inputDesign } from '../widgets/input/design';
import { addWidget, columnListId, ROOT } from './designOps';
import { emptyDesign } from './designerStore';
import { dropTarget } from './dropTarget';

let design = addWidget(emptyDesign(), inputDesign.scaffold, ROOT, 0).design;
design = addWidget(design, gridDesign.scaffold, ROOT, 1).design;
design = addWidget(design, inputDesign.scaffold, columnListId('grid_1', 1), 0).design;
design = addWidget(design, inputDesign.scaffold, ROOT, 2).design;

describe('dropTarget', () => {
  it('lands a palette widget exactly where the pointer found its place', () => {
    expect(dropTarget(design, 'palette:date', { list: ROOT, index: 1 })).toEqual({ list: ROOT, index: 1 });
    expect(dropTarget(design, 'palette:date', { list: 'grid_1:1', index: 1 })).toEqual({
      list: 'grid_1:1',
      index: 1,
    });
    expect(dropTarget(design, 'palette:date', null)).toBeNull();
  });

  it('moves a widget anywhere but where it already is', () => {
    expect(dropTarget(design, 'widget:input_1', { list: ROOT, index: 3 })).toEqual({ list: ROOT, index: 3 });
    expect(dropTarget(design, 'widget:input_1', { list: 'grid_1:0', index: 0 })).toEqual({
      list: 'grid_1:0',
      index: 0,
    });
    // Just before or just after itself changes nothing.
    expect(dropTarget(design, 'widget:input_1', { list: ROOT, index: 0 })).toBeNull();
    expect(dropTarget(design, 'widget:input_1', { list: ROOT, index: 1 })).toBeNull();
  });

  it('never drops a container into itself', () => {
    expect(dropTarget(design, 'widget:grid_1', { list: 'grid_1:0', index: 0 })).toBeNull();
    expect(dropTarget(design, 'widget:grid_1', { list: ROOT, index: 3 })).toEqual({ list: ROOT, index: 3 });
  });
});
