import type { DragEndEvent } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { gridDesign } from '../widgets/grid/design';
import { inputDesign } from '../widgets/input/design';
import { addWidget, columnListId, ROOT } from './designOps';
import { emptyDesign } from './designerStore';
import { dropTarget } from './dropTarget';

let design = addWidget(emptyDesign(), inputDesign.scaffold, ROOT, 0).design;
design = addWidget(design, gridDesign.scaffold, ROOT, 1).design;
design = addWidget(design, inputDesign.scaffold, columnListId('grid_1', 1), 0).design;

/** A drop of `active` over `over`, the dragged item's centre at y while the target spans 100–140. */
const drop = (active: string, over: string | null, y = 110) =>
  ({
    active: { id: active, rect: { current: { translated: { top: y - 10, height: 20 } } } },
    over: over === null ? null : { id: over, rect: { top: 100, height: 40 } },
  }) as unknown as DragEndEvent;

describe('dropTarget', () => {
  it('appends to a list, or lands before or after a widget by the pointer', () => {
    expect(dropTarget(design, drop('palette:input', 'list:root'))).toEqual({ list: ROOT, index: 2 });
    expect(dropTarget(design, drop('palette:input', 'list:grid_1:1'))).toEqual({
      list: 'grid_1:1',
      index: 1,
    });
    expect(dropTarget(design, drop('palette:input', 'list:grid_1:0'))).toEqual({
      list: 'grid_1:0',
      index: 0,
    });
    expect(dropTarget(design, drop('palette:date', 'item:input_2', 110))).toEqual({
      list: 'grid_1:1',
      index: 0,
    });
    expect(dropTarget(design, drop('palette:date', 'item:input_2', 130))).toEqual({
      list: 'grid_1:1',
      index: 1,
    });
  });

  it('ignores a drop on nothing or on the dragged widget itself', () => {
    expect(dropTarget(design, drop('widget:input_1', null))).toBeNull();
    expect(dropTarget(design, drop('widget:input_1', 'item:input_1'))).toBeNull();
  });
});
