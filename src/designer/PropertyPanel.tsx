import { App, Empty, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useRuntime, type DesignConfig, type DesignForm, type DesignWidget } from '../runtime';
import { allWidgets, editWidget } from './designOps';
import { panelSlots } from './ListEditor';
import { PanelForm } from './PanelForm';
import { formPanel } from './formPanel';
import {
  bindModelChoices,
  labelFromField,
  useTableChoices,
  useTableFields,
  type TableField,
} from './tableBinding';

interface PropertyPanelProps {
  design: DesignForm;
  selected: DesignWidget | undefined;
  onWidget: (widget: DesignWidget) => void;
  onConfig: (config: DesignConfig) => void;
}

/** 字段属性: the selected widget's own panel (its design.ts), every edit written back by dotted path. */
function WidgetTab({
  design,
  widget,
  fields,
  onWidget,
}: {
  design: DesignForm;
  widget: DesignWidget;
  /** The bound table's columns, offered as the model (undefined: the form is not bound). */
  fields: TableField[] | undefined;
  onWidget: PropertyPanelProps['onWidget'];
}) {
  const { registry } = useRuntime();
  const { message } = App.useApp();
  // A refused edit (a model clash) redraws the panel from the widget as it still is; so does an edit
  // that changed more than was typed (the label taken from a bound column).
  const [redraws, setRedraws] = useState(0);
  const widgetDesign = registry.get(widget.type)?.design;
  const ownPanel = widgetDesign?.panel;
  const panel = useMemo(
    () => (ownPanel && fields ? bindModelChoices(ownPanel, fields, widget.model) : ownPanel),
    [ownPanel, fields, widget.model],
  );
  const fieldsOfPanel = useMemo(() => allWidgets(panel?.list ?? []), [panel]);
  const models = useMemo(() => fieldsOfPanel.map((w) => w.model), [fieldsOfPanel]);
  const defaults = useMemo(
    () =>
      new Map(
        fieldsOfPanel
          .filter((w) => w.options?.defaultValue !== undefined)
          .map((w) => [w.model, w.options!.defaultValue]),
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
  if (!panel) return <Empty description="该组件没有可编辑的属性" />;
  return (
    <PanelForm
      key={redraws}
      design={panel}
      value={widget}
      slots={slots}
      onValues={(values) => {
        const named = labelFromField(values, widget, fields, widgetDesign?.scaffold.name);
        const result = editWidget(design, widget, named, models, defaults);
        if (!result.ok) {
          void message.warning(result.message);
          setRedraws((n) => n + 1);
        } else if (result.widget !== widget) {
          onWidget(result.widget);
          if (named !== values) setRedraws((n) => n + 1);
        }
      }}
    />
  );
}

/** The right-hand panel: 字段属性 and 表单属性 tabs. */
export function PropertyPanel({ design, selected, onWidget, onConfig }: PropertyPanelProps) {
  const [tab, setTab] = useState('widget');
  const config = design.config ?? {};
  const tables = useTableChoices();
  const fields = useTableFields(config.tableName, tables);
  const configPanel = useMemo(() => formPanel(tables), [tables]);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'widget',
          label: '字段属性',
          children: selected ? (
            <WidgetTab
              key={selected.key}
              design={design}
              widget={selected}
              fields={fields}
              onWidget={onWidget}
            />
          ) : (
            <Empty description="请先在画布中选择一个字段" />
          ),
        },
        {
          key: 'form',
          label: '表单属性',
          children: (
            <PanelForm
              design={configPanel}
              value={config}
              onValues={(values) => {
                const next = { ...config, ...values };
                if (JSON.stringify(next) !== JSON.stringify(config)) onConfig(next);
              }}
            />
          ),
        },
      ]}
    />
  );
}
