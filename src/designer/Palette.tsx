import { useDraggable } from '@dnd-kit/core';
import { Button, Typography } from 'antd';
import type { PaletteGroup, WidgetDefinition } from '../runtime';
import { paletteDragId } from './dragIds';
import { WidgetIcon } from './widgetIcons';

const GROUPS: ReadonlyArray<[PaletteGroup, string]> = [
  ['basic', '基础字段'],
  ['advanced', '高级字段'],
  ['layout', '布局字段'],
  ['page', '页面控件'],
];

function PaletteItem({ widget, onPick }: { widget: WidgetDefinition; onPick: (type: string) => void }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: paletteDragId(widget.type) });
  const design = widget.design!;
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // A click (a press that never moved far enough to start a drag) appends the widget.
      data-testid={`palette-${widget.type}`}
      icon={<WidgetIcon name={design.icon} />}
      onClick={() => onPick(widget.type)}
      className="dg-palette-item"
      title={design.label}
      size="small"
    >
      {design.label}
    </Button>
  );
}

/**
 * The left palette: form widgets in SPEC.md §2's groups (and, when a page is open, the page widgets as
 * 页面控件); drag one onto the canvas, or click to append.
 */
export function Palette({
  widgets,
  onPick,
}: {
  widgets: ReadonlyArray<WidgetDefinition>;
  onPick: (type: string) => void;
}) {
  return (
    <div>
      {GROUPS.map(([group, title]) => {
        const members = widgets.filter((w) => w.design?.group === group);
        if (!members.length) return null;
        return (
          <div key={group}>
            <Typography.Text type="secondary">{title}</Typography.Text>
            <div className="dg-palette-group">
              {members.map((widget) => (
                <PaletteItem key={widget.type} widget={widget} onPick={onPick} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
