import { App, Empty, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useRuntime, type DesignConfig, type DesignForm, type DesignWidget } from '../runtime';
import { allWidgets, editWidget } from './designOps';
import { panelSlots } from './ListEditor';
import { PanelForm } from './PanelForm';
import { FORM_PANEL } from './formPanel';

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
  onWidget,
}: {
  design: DesignForm;
  widget: DesignWidget;
  onWidget: PropertyPanelProps['onWidget'];
}) {
  const { registry } = useRuntime();
  const { message } = App.useApp();
  // A refused edit (a model clash) redraws the panel from the widget as it still is.
  const [refusals, setRefusals] = useState(0);
  const panel = registry.get(widget.type)?.design?.panel;
  const models = useMemo(() => (panel ? allWidgets(panel.list).map((w) => w.model) : []), [panel]);
  const slots = useMemo(
    () =>
      panelSlots(
        widget.type,
        allWidgets(panel?.list ?? [])
          .filter((w) => w.type === 'blank')
          .map((w) => w.model),
      ),
    [panel, widget.type],
  );
  if (!panel) return <Empty description="该组件没有可编辑的属性" />;
  return (
    <PanelForm
      key={refusals}
      design={panel}
      value={widget}
      slots={slots}
      onValues={(values) => {
        const result = editWidget(design, widget, values, models);
        if (!result.ok) {
          void message.warning(result.message);
          setRefusals((n) => n + 1);
        } else if (result.widget !== widget) onWidget(result.widget);
      }}
    />
  );
}

/** The right-hand panel: 字段属性 and 表单属性 tabs. */
export function PropertyPanel({ design, selected, onWidget, onConfig }: PropertyPanelProps) {
  const [tab, setTab] = useState('widget');
  const config = design.config ?? {};
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'widget',
          label: '字段属性',
          children: selected ? (
            <WidgetTab key={selected.key} design={design} widget={selected} onWidget={onWidget} />
          ) : (
            <Empty description="请先在画布中选择一个字段" />
          ),
        },
        {
          key: 'form',
          label: '表单属性',
          children: (
            <PanelForm
              design={FORM_PANEL}
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
