import { toJS } from '@formily/reactive';
import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { PageDesign } from '../../../schemas/generated/page';
import { GenerateForm, type BlankSlots, type GenerateFormHandle } from '../../runtime';
import { DepartPicker } from './DepartPicker';
import { FieldRules } from './FieldRules';
import type { PanelKind, PanelValues } from './mapping';
import elementPanel from './panels/element.json';
import processPanel from './panels/process.json';
import sequenceFlowPanel from './panels/sequence-flow.json';
import startEventPanel from './panels/start-event.json';
import userTaskPanel from './panels/user-task.json';

/** Each panel's design JSON (src/widgets/bpmn/panels), drawn by the runtime like any form. */
export const PANELS: Readonly<Record<PanelKind, PageDesign>> = {
  process: processPanel as unknown as PageDesign,
  userTask: userTaskPanel as unknown as PageDesign,
  sequenceFlow: sequenceFlowPanel as unknown as PageDesign,
  startEvent: startEventPanel as unknown as PageDesign,
  element: elementPanel as unknown as PageDesign,
};

/** The heading of each panel. */
export const PANEL_TITLES: Readonly<Record<PanelKind, string>> = {
  process: '流程属性',
  userTask: '用户任务',
  sequenceFlow: '连线',
  startEvent: '开始事件',
  element: '节点',
};

// Slots are render functions (BlankSlots), not components: FieldRules is an observer, i.e. a memo object.
const SLOTS: BlankSlots = {
  fieldRules: (props) => <FieldRules {...props} />,
  candidateDeparts: (props) => <DepartPicker {...props} />,
};

export interface ElementPanelProps {
  kind: PanelKind;
  /** The values the panel opens with (read from the element); later edits are the form's own. */
  initial: PanelValues;
  /** Every change, with all the panel's values. */
  onChange: (values: PanelValues) => void;
}

/**
 * The side panel of the selected element: its panel design drawn by GenerateForm, opened with the
 * element's values and reporting each change. The host mounts one per element (and again when the
 * element changes from elsewhere, as an undo): values are never pushed into a panel being typed in.
 *
 * @example
 * <ElementPanel key={element.id} kind="userTask" initial={readPanel('userTask', bo)} onChange={write} />
 */
export function ElementPanel({ kind, initial, onChange }: ElementPanelProps) {
  const ref = useRef<GenerateFormHandle>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  // The values the form opens with stay the same object for its life: a new one would overwrite typing.
  const opened = useRef(initial);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const id = form.subscribe(({ type }) => {
      if (type === 'onFormValuesChange') report.current(toJS(form.values) as PanelValues);
    });
    return () => form.unsubscribe(id);
  }, []);
  return (
    <div className="dg-bpmn-panel" data-panel={kind}>
      <Typography.Title level={5} className="dg-bpmn-panel-title">
        {PANEL_TITLES[kind]}
      </Typography.Title>
      <GenerateForm ref={ref} data={PANELS[kind]} value={opened.current} slots={SLOTS} />
    </div>
  );
}
