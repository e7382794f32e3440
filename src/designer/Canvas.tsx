import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Card, Col, Flex, Row, Tabs, Tooltip, Typography } from 'antd';
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { CardWidget, GridWidget, PageGridWidget, TabsWidget } from '../../schemas';
import { GenerateForm, type AnyConfig, type AnyWidget } from '../runtime';
import { columnStyle } from '../widgets/grid/DgGrid';
import { fillsRow, spanOf } from '../widgets/grid/span';
import { allWidgets, childLists, columnListId, isContainer, ROOT, type ListId } from './designOps';
import { itemDropId, listDropId, widgetDragId } from './dragIds';
import { useIsSelected, useSelectedKey } from './selection';

/** Stable callbacks (made once), so a selection change redraws only the items it concerns. */
export interface CanvasHandlers {
  onSelect: (key: string) => void;
  onClone: (key: string) => void;
  onRemove: (key: string) => void;
}

/** One widget as the runtime draws it; redrawn only when the widget or the form config changes. */
const WidgetPreview = memo(function WidgetPreview({
  widget,
  config,
}: {
  widget: AnyWidget;
  config: AnyConfig;
}) {
  const design = useMemo(() => ({ list: [widget], config }), [widget, config]);
  return <GenerateForm data={design} />;
});

interface ItemProps<W extends AnyWidget = AnyWidget> {
  widget: W;
  config: AnyConfig;
  handlers: CanvasHandlers;
}

/** The narrowest a control may be drawn beside its label on the canvas (a date shows its whole text). */
const CONTROL_MIN_WIDTH = 180;

/**
 * A grid's columns. Each keeps its span, but never narrower than its label plus a usable control: on a
 * narrow canvas the columns wrap instead of squeezing a date picker to its icon.
 */
function GridBody({ widget, config, handlers }: ItemProps<GridWidget | PageGridWidget>) {
  const gutter = Number(widget.options?.gutter ?? 0);
  const labelBeside = config.labelPosition !== 'top' && config.layout !== 'vertical';
  const minWidth = (labelBeside ? (config.labelWidth ?? 100) : 0) + CONTROL_MIN_WIDTH;
  const fill = fillsRow(widget.columns ?? []);
  return (
    <Row wrap gutter={gutter} justify={widget.options?.justify} align={widget.options?.align}>
      {(widget.columns ?? []).map((column, i) => (
        <Col key={i} span={spanOf(column.span)} style={columnStyle(minWidth, fill)}>
          <CanvasList
            list={columnListId(widget.key, i)}
            widgets={column.list}
            config={config}
            handlers={handlers}
            nested
          />
        </Col>
      ))}
    </Row>
  );
}

/** A tabs widget's panes, each a list to drop into; the pane holding the selection is the one shown. */
function TabsBody({ widget, config, handlers }: ItemProps<TabsWidget>) {
  const selected = useSelectedKey();
  const panes = widget.tabs ?? [];
  const lists = childLists(widget);
  const [chosen, setChosen] = useState(panes[0]?.key);
  const holding = lists.findIndex((list) => allWidgets(list).some((w) => w.key === selected));
  return (
    <Tabs
      size="small"
      type={widget.options?.type === 'card' ? 'card' : 'line'}
      activeKey={holding >= 0 ? panes[holding]?.key : chosen}
      onChange={setChosen}
      items={panes.map((pane, i) => ({
        key: pane.key,
        label: pane.label ?? pane.key,
        children: (
          <CanvasList
            list={columnListId(widget.key, i)}
            widgets={lists[i] ?? []}
            config={config}
            handlers={handlers}
            nested
            hint="拖拽控件到此标签页"
          />
        ),
      }))}
    />
  );
}

/** A card: its title and a body to drop into. */
function CardBody({ widget, config, handlers }: ItemProps<CardWidget>) {
  const title = widget.options?.title;
  return (
    <Card
      size="small"
      title={typeof title === 'string' && title ? title : undefined}
      variant={widget.options?.bordered === false ? 'borderless' : 'outlined'}
    >
      <CanvasList
        list={columnListId(widget.key, 0)}
        widgets={childLists(widget)[0] ?? []}
        config={config}
        handlers={handlers}
        nested
        hint="拖拽控件到此卡片"
      />
    </Card>
  );
}

/** A container's lists to drop into: a grid's columns, a tabs widget's panes, a card's body. */
function ContainerBody({ widget, ...rest }: ItemProps): ReactNode {
  if (widget.type === 'grid') return <GridBody widget={widget} {...rest} />;
  if (widget.type === 'tabs') return <TabsBody widget={widget} {...rest} />;
  if (widget.type === 'card') return <CardBody widget={widget} {...rest} />;
  return null;
}

/**
 * One widget on the canvas. With hundreds of widgets, an item redraws only when its widget, the config or
 * its own selected state changes (read from the selection store, so a selection change does not pass
 * through the lists at all).
 */
const CanvasItem = memo(function CanvasItem({ widget, config, handlers }: ItemProps) {
  const drag = useDraggable({ id: widgetDragId(widget.key) });
  const drop = useDroppable({ id: itemDropId(widget.key) });
  const selected = useIsSelected(widget.key);
  const node = useRef<HTMLDivElement | null>(null);
  // However it was selected (a click, Delete selecting the next one, undo), the selection is in view.
  useEffect(() => {
    if (selected) node.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const stop = (fn: (key: string) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    fn(widget.key);
  };
  return (
    <div
      ref={(element) => {
        node.current = element;
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      {...drag.attributes}
      {...drag.listeners}
      // Its name for assistive tech (and tests): the widget, not every text drawn inside it.
      aria-label={`${widget.name || widget.type}（${widget.key}）`}
      data-testid={`canvas-item-${widget.key}`}
      // DropIndicator finds lists and their items under the pointer by these.
      data-drop={itemDropId(widget.key)}
      data-selected={selected || undefined}
      className="dg-designer-item"
      // A label cut short on the canvas reads whole on hover.
      title={widget.name || undefined}
      onClick={stop(handlers.onSelect)}
      style={drag.isDragging ? { opacity: 0.4 } : undefined}
    >
      <span className="dg-designer-model" data-testid="canvas-model">
        {widget.model}
      </span>
      {isContainer(widget) ? (
        <ContainerBody widget={widget} config={config} handlers={handlers} />
      ) : (
        // The canvas shows the real widget; it is for arranging, so the widget itself takes no input.
        <div style={{ pointerEvents: 'none' }}>
          <WidgetPreview widget={widget} config={config} />
        </div>
      )}
      {selected && (
        <Flex gap={4} style={{ position: 'absolute', right: 4, bottom: 4, zIndex: 2 }}>
          <Tooltip title="复制 (Ctrl+C, Ctrl+V)">
            <Button
              size="small"
              type="primary"
              icon={<CopyOutlined />}
              aria-label="复制"
              onClick={stop(handlers.onClone)}
            />
          </Tooltip>
          <Tooltip title="删除 (Delete)">
            <Button
              size="small"
              danger
              type="primary"
              icon={<DeleteOutlined />}
              aria-label="删除"
              onClick={stop(handlers.onRemove)}
            />
          </Tooltip>
        </Flex>
      )}
    </div>
  );
});

/**
 * A widget list (the canvas, a grid column, a tab pane, a card's body): a drop target that appends,
 * holding its widgets.
 */
export const CanvasList = memo(function CanvasList({
  list,
  widgets,
  config,
  handlers,
  nested = false,
  hint = '拖拽字段到此列',
}: {
  list: ListId;
  widgets: ReadonlyArray<AnyWidget>;
  config: AnyConfig;
  handlers: CanvasHandlers;
  nested?: boolean;
  /** What an empty nested list says. */
  hint?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: listDropId(list) });
  return (
    <div
      ref={setNodeRef}
      data-testid={list === ROOT ? 'canvas' : `canvas-list-${list}`}
      data-drop={listDropId(list)}
      style={{
        // The canvas fills its column, so a drop anywhere below the last widget appends.
        minHeight: nested ? 48 : '100%',
        padding: 4,
        background: isOver ? '#e6f4ff' : nested ? '#fafafa' : undefined,
        border: nested ? '1px dashed #bfbfbf' : undefined,
      }}
    >
      {widgets.map((widget) => (
        <CanvasItem key={widget.key} widget={widget} config={config} handlers={handlers} />
      ))}
      {!widgets.length && (
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: 12 }}>
          {nested ? hint : '从左侧拖拽或点击字段添加到表单'}
        </Typography.Text>
      )}
    </div>
  );
});
