import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Card, Flex, Result, Skeleton, Tag } from 'antd';
import { useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageCrumb } from '../core/layouts/pageCrumb';
import { useRuntime, type DesignForm } from '../runtime';
import { FORM_WIDGETS, PAGE_WIDGETS } from '../widgets';
import { CanvasList, type CanvasHandlers } from './Canvas';
import { designerReducer, initDesigner } from './designerStore';
import { dropTarget } from './dropTarget';
import { idOf } from './dragIds';
import { findWidget, ROOT } from './designOps';
import { DesignerToolbar, type DialogName } from './DesignerToolbar';
import { DesignerDialogs } from './DesignerDialogs';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { useDesignerKeys } from './useDesignerKeys';
import { useDesignStorage } from './useDesignStorage';

/** Nested drop targets all contain the pointer; the smallest (innermost) one is meant. */
const innermost: CollisionDetection = (args) => {
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  return pointerWithin(args).sort((a, b) => area(a.id) - area(b.id));
};

/** A page of the product may hold page widgets (crud, tabs, card ...) as well as form widgets. */
const PAGE_PALETTE = [...FORM_WIDGETS, ...PAGE_WIDGETS];

/**
 * /online/designer and /online/designer/:id — the form designer (SPEC.md §2, §4): palette, canvas and
 * property panel, with undo and redo of every change. It also opens the product's own pages (designs of
 * kind 'page'), whose palette adds the page widgets.
 */
export function FormDesigner() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { registry } = useRuntime();
  const [state, dispatch] = useReducer(designerReducer, undefined, () => initDesigner());
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const design = state.history.present;
  // The panel follows the selection a frame later, so the canvas highlight paints first on big forms.
  const selected = useDeferredValue(findWidget(design, state.selected));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const { load, save, reload } = useDesignStorage(
    id,
    useCallback((loaded: DesignForm) => dispatch({ type: 'load', design: loaded, keepHistory: false }), []),
  );
  useDesignerKeys(state.selected, dispatch);
  usePageCrumb(load.state === 'ready' && load.kind === 'page' ? '编辑产品页面' : undefined);

  const scaffoldOf = useCallback((type: string) => registry.get(type)?.design?.scaffold, [registry]);
  const config = useMemo(() => design.config ?? {}, [design.config]);
  const handlers = useMemo<CanvasHandlers>(
    () => ({
      onSelect: (key) => dispatch({ type: 'select', key }),
      onClone: (key) => dispatch({ type: 'clone', key }),
      onRemove: (key) => dispatch({ type: 'remove', key }),
    }),
    [],
  );

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const target = dropTarget(design, event);
    if (!target) return;
    const type = idOf(event.active.id, 'palette');
    const key = idOf(event.active.id, 'widget');
    const scaffold = type === null ? undefined : scaffoldOf(type);
    if (scaffold) dispatch({ type: 'add', scaffold, list: target.list, index: target.index });
    else if (key !== null) dispatch({ type: 'move', key, list: target.list, index: target.index });
  }

  if (load.state === 'loading') return <Skeleton active />;
  if (load.state === 'failed') return <Result status="warning" title="表单无法打开" subTitle={load.reason} />;
  const isPage = load.kind === 'page';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermost}
      onDragStart={(event) => setDragging(String(event.active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <Flex gap={12} align="flex-start" data-testid="form-designer">
        <Card size="small" title="组件" style={{ width: 260, flex: 'none' }}>
          <Palette
            widgets={isPage ? PAGE_PALETTE : FORM_WIDGETS}
            onPick={(type) => {
              const scaffold = scaffoldOf(type);
              if (scaffold) dispatch({ type: 'add', scaffold, list: ROOT, index: design.list.length });
            }}
          />
        </Card>
        <Card size="small" style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
            <Flex gap={4}>
              {isPage && <Tag color="purple">产品页面</Tag>}
              {load.name ? <Tag color="blue">{load.name}</Tag> : <Tag>新表单</Tag>}
            </Flex>
            <DesignerToolbar
              canUndo={state.history.past.length > 0}
              canRedo={state.history.future.length > 0}
              saved={Boolean(id)}
              onAction={(action) => dispatch({ type: action })}
              onDialog={setDialog}
              onSave={() => (id ? void save(design) : setDialog('name'))}
              onClose={() => navigate('/online/design')}
            />
          </Flex>
          <CanvasList
            list={ROOT}
            widgets={design.list}
            selected={state.selected}
            config={config}
            handlers={handlers}
          />
        </Card>
        <Card size="small" style={{ width: 320, flex: 'none' }} data-testid="property-panel">
          <PropertyPanel
            design={design}
            selected={selected}
            onWidget={(widget) => dispatch({ type: 'update', widget })}
            onConfig={(next) => dispatch({ type: 'config', config: next })}
          />
        </Card>
      </Flex>
      <DragOverlay>{dragging && <Tag color="blue">{overlayLabel(dragging, registry)}</Tag>}</DragOverlay>
      <DesignerDialogs
        open={dialog}
        design={design}
        kind={load.kind}
        onClose={() => setDialog(null)}
        onLoad={(loaded) => {
          dispatch({ type: 'load', design: loaded, keepHistory: true });
          setDialog(null);
        }}
        id={id}
        onRolledBack={reload}
        onSaveNamed={async (name) => {
          if (await save(design, name)) setDialog(null);
        }}
      />
    </DndContext>
  );
}

function overlayLabel(dragId: string, registry: ReturnType<typeof useRuntime>['registry']): string {
  const type = idOf(dragId, 'palette');
  return type === null ? (idOf(dragId, 'widget') ?? dragId) : (registry.get(type)?.design?.label ?? type);
}
