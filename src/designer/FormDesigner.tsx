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
import { Result, Skeleton, Tag } from 'antd';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageCrumb } from '../core/layouts/pageCrumb';
import { useRuntime, type AnyDesign } from '../runtime';
import { FORM_WIDGETS, PAGE_WIDGETS } from '../widgets';
import { CanvasList, type CanvasHandlers } from './Canvas';
import { DesignerLayout } from './DesignerLayout';
import { designerReducer, initDesigner, isDirty } from './designerStore';
import { DropIndicator, tagAtPointer } from './DropIndicator';
import type { DropPlace } from './dropTarget';
import { idOf } from './dragIds';
import { findWidget, ROOT } from './designOps';
import { DesignerToolbar, type DialogName } from './DesignerToolbar';
import { DesignerDialogs } from './DesignerDialogs';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { createSelectionStore, SelectionContext } from './selection';
import { useDesignerKeys } from './useDesignerKeys';
import { useDesignStorage } from './useDesignStorage';
import { UnsavedGuard } from './UnsavedGuard';

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
 * A drag starts after 5 px, so a click selects. One object for the app's life: dnd-kit rebuilds its
 * activators when the sensor's options change, and every canvas item (a context consumer) then redraws.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

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
  // The canvas reads the selection from a store: a selection change redraws the two items concerned,
  // before the frame is painted, and never the lists.
  const [selection] = useState(() => createSelectionStore());
  useLayoutEffect(() => selection.set(state.selected), [selection, state.selected]);
  const dropRef = useRef<DropPlace | null>(null);
  const design = state.history.present;
  // The panel follows the selection a frame later, so the canvas highlight paints first on big forms;
  // the widget it shows is always the design's current one.
  const panelOf = useDeferredValue(
    useMemo(() => ({ key: state.selected, sync: state.sync }), [state.selected, state.sync]),
  );
  const selected = useMemo(() => findWidget(design, panelOf.key), [design, panelOf.key]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const { load, save, reload } = useDesignStorage(
    id,
    useCallback((loaded: AnyDesign) => dispatch({ type: 'load', design: loaded, keepHistory: false }), []),
    (saved) => dispatch({ type: 'saved', design: saved }),
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
    // The place the indicator showed, found from the pointer (dnd-kit's own target follows the drag tag).
    const target = dropRef.current;
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
      {/* 关闭, any other navigation, back/forward and the browser's reload ask first while work is unsaved. */}
      <UnsavedGuard dirty={isDirty(state)} />
      <DesignerLayout
        header={
          <div className="dg-designer-bar">
            {isPage && <Tag color="purple">产品页面</Tag>}
            {load.name ? (
              <Tag color="blue" title={load.name}>
                {load.name}
              </Tag>
            ) : (
              <Tag>新表单</Tag>
            )}
            <DesignerToolbar
              canUndo={state.history.past.length > 0}
              canRedo={state.history.future.length > 0}
              saved={Boolean(id)}
              onAction={(action) => dispatch({ type: action })}
              onDialog={setDialog}
              onSave={() => (id ? void save(design) : setDialog('name'))}
              onClose={() => navigate('/online/design')}
            />
          </div>
        }
        palette={
          <Palette
            widgets={isPage ? PAGE_PALETTE : FORM_WIDGETS}
            onPick={(type) => {
              const scaffold = scaffoldOf(type);
              if (scaffold) dispatch({ type: 'add', scaffold, list: ROOT, index: design.list.length });
            }}
          />
        }
        canvas={
          <SelectionContext.Provider value={selection}>
            <CanvasList list={ROOT} widgets={design.list} config={config} handlers={handlers} />
          </SelectionContext.Provider>
        }
        panel={
          <PropertyPanel
            design={design}
            selected={selected}
            sync={panelOf.sync}
            onEdit={dispatch}
            onConfig={(next) => dispatch({ type: 'config', config: next })}
          />
        }
      />
      <DragOverlay modifiers={[tagAtPointer]}>
        {dragging && (
          <Tag color="blue" style={{ pointerEvents: 'none' }}>
            {overlayLabel(dragging, registry)}
          </Tag>
        )}
      </DragOverlay>
      <DropIndicator active={dragging} design={design} target={dropRef} />
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
