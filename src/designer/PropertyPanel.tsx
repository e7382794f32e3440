import type { Form } from '@formily/core';
import { Empty, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRuntime, type AnyConfig, type AnyDesign, type AnyWidget } from '../runtime';
import { allWidgets } from './designOps';
import type { PanelEdit } from './designerStore';
import { panelSlots } from './ListEditor';
import { PanelForm } from './PanelForm';
import { formPanel } from './formPanel';
import { modelProblem } from './widgetRules';
import {
  bindModelChoices,
  labelFromField,
  useTableChoices,
  useTableFields,
  type TableField,
} from './tableBinding';

interface PropertyPanelProps {
  design: AnyDesign;
  selected: AnyWidget | undefined;
  /** The store's sync: the panels show the design's values again when it changes. */
  sync: number;
  onEdit: (edit: PanelEdit) => void;
  onConfig: (config: AnyConfig) => void;
}

/** A panel field: it edits the path its model names ('options.placeholder'). */
type PanelField = AnyWidget & { model: string };
const isPanelField = (widget: AnyWidget): widget is PanelField => typeof widget.model === 'string';

/** A panel field's default: what it shows while the option it edits is unset. */
const defaultOf = (field: PanelField) =>
  'defaultValue' in field.options ? field.options.defaultValue : undefined;

/** Panel fields the admin types into: consecutive keystrokes in one of them are one undo step. */
const TYPED = new Set(['input', 'textarea', 'number', 'blank']);

/** The latest value, for callbacks made once (the panel's form subscribes once). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * 字段属性: the selected widget's own panel (its design.ts), every edit sent to the store by dotted path.
 * The 字段标识 is checked as it is typed: a malformed or taken one shows why under the box and is not
 * stored, so the design keeps the last usable one.
 */
function WidgetTab({
  design,
  widget,
  fields,
  sync,
  onEdit,
}: {
  design: AnyDesign;
  widget: AnyWidget;
  /** The bound table's columns, offered as the model (undefined: the form is not bound). */
  fields: TableField[] | undefined;
  sync: number;
  onEdit: PropertyPanelProps['onEdit'];
}) {
  const { registry } = useRuntime();
  const widgetDesign = registry.get(widget.type)?.design;
  const ownPanel = widgetDesign?.panel;
  const panel = useMemo(
    () => (ownPanel && fields ? bindModelChoices(ownPanel, fields, widget.model ?? '') : ownPanel),
    [ownPanel, fields, widget.model],
  );
  const fieldsOfPanel = useMemo(() => allWidgets(panel?.list ?? []).filter(isPanelField), [panel]);
  // A choice widget's default is marked in its options editor, not in a field of its own.
  const models = useMemo(() => {
    const own = fieldsOfPanel.map((w) => w.model);
    return own.includes('options.options') && !own.includes('options.defaultValue')
      ? [...own, 'options.defaultValue']
      : own;
  }, [fieldsOfPanel]);
  const defaults = useMemo(
    () =>
      new Map(
        fieldsOfPanel.flatMap((field) => {
          const value = defaultOf(field);
          return value === undefined ? [] : [[field.model, value] as const];
        }),
      ),
    [fieldsOfPanel],
  );
  const slots = useMemo(
    () =>
      panelSlots(
        widget.type,
        fieldsOfPanel.filter((w) => w.type === 'blank').map((w) => w.model),
      ),
    [fieldsOfPanel, widget.type],
  );
  const textPaths = useMemo(
    () => fieldsOfPanel.filter((w) => TYPED.has(w.type)).map((w) => w.model),
    [fieldsOfPanel],
  );
  const latest = useLatest({ design, widget, fields, models, defaults, textPaths, onEdit, widgetDesign });
  const onValues = useCallback(
    (values: Record<string, unknown>, form: Form) => {
      const { design, widget, fields, models, defaults, textPaths, onEdit, widgetDesign } = latest.current;
      const named = labelFromField(values, widget, fields, widgetDesign?.scaffold.name);
      const problem = models.includes('model') ? modelProblem(design, widget.key, named.model) : null;
      form.setFieldState('model', (field) => {
        (field as { selfErrors: string[] }).selfErrors = problem ? [problem] : [];
      });
      const paths = problem ? models.filter((m) => m !== 'model') : models;
      onEdit({
        type: 'edit',
        key: widget.key,
        values: named,
        paths,
        defaults,
        textPaths,
        resync: named !== values,
      });
    },
    [latest],
  );
  if (!panel) return <Empty description="该组件没有可编辑的属性" />;
  return <PanelForm design={panel} value={widget} sync={sync} slots={slots} onValues={onValues} />;
}

/** The right-hand panel: 字段属性 and 表单属性 tabs. */
export function PropertyPanel({ design, selected, sync, onEdit, onConfig }: PropertyPanelProps) {
  const [tab, setTab] = useState('widget');
  const config = design.config ?? {};
  const tables = useTableChoices();
  const fields = useTableFields('tableName' in config ? config.tableName : undefined, tables);
  const configPanel = useMemo(() => formPanel(tables), [tables]);
  const latestConfig = useLatest({ config, onConfig });
  const onConfigValues = useCallback(
    (values: Record<string, unknown>) => {
      const { config, onConfig } = latestConfig.current;
      const next = { ...config, ...values };
      if (JSON.stringify(next) !== JSON.stringify(config)) onConfig(next);
    },
    [latestConfig],
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'widget',
          label: '字段属性',
          children: selected ? (
            // One form per widget type: choosing another input refills the fields it has.
            <WidgetTab
              key={selected.type}
              design={design}
              widget={selected}
              fields={fields}
              sync={sync}
              onEdit={onEdit}
            />
          ) : (
            <Empty description="请先在画布中选择一个字段" />
          ),
        },
        {
          key: 'form',
          label: '表单属性',
          children: <PanelForm design={configPanel} value={config} sync={sync} onValues={onConfigValues} />,
        },
      ]}
    />
  );
}
