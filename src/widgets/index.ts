/**
 * Every widget the product draws, by exact type (STYLE.md rule 2): one definition per type of the catalog
 * (catalog.ts), so a type without its definition, or a definition under another type, does not compile.
 * The registry throws on a duplicate component name; adding a widget never touches src/runtime.
 *
 * @example
 * <RuntimeProvider registry={widgetRegistry}>...</RuntimeProvider>
 */
import { createRegistry, type WidgetDefinition, type WidgetOf, type WidgetType } from '../runtime';
import { blankWidget } from './blank';
import { bpmnWidget } from './bpmn';
import { buttonWidget } from './button';
import { buttonGroupWidget } from './button-group';
import { cardWidget } from './card';
import { cascaderWidget } from './cascader';
import { checkboxWidget } from './checkbox';
import { colorWidget } from './color';
import { crudWidget } from './crud';
import { dateWidget } from './date';
import { detailListWidget } from './detail-list';
import { editorWidget } from './editor';
import { formPanelWidget } from './form-panel';
import { gridWidget } from './grid';
import { iconSelectWidget } from './icon-select';
import { userSelectWidget } from './user-select';
import { departSelectWidget } from './depart-select';
import { subtableWidget } from './subtable';
import { imguploadWidget } from './imgupload';
import { inputWidget } from './input';
import { livetableWidget } from './livetable';
import { numberWidget } from './number';
import { processCommentsWidget } from './process-comments';
import { processCountsWidget } from './process-counts';
import { reptileSyncWidget } from './reptile-sync';
import { reptileRowWidget } from './reptile-row';
import { processHeaderWidget } from './process-header';
import { processStartWidget } from './process-start';
import { processTaskWidget } from './process-task';
import { radioWidget } from './radio';
import { rateWidget } from './rate';
import { selectWidget } from './select';
import { sliderWidget } from './slider';
import { switchWidget } from './switch';
import { tabsWidget } from './tabs';
import { textWidget } from './text';
import { textareaWidget } from './textarea';
import { timeWidget } from './time';
import { treeWidget } from './tree';
import { treeTableWidget } from './tree-table';

import { FORM_WIDGET_TYPES, PAGE_WIDGET_TYPES } from './catalog';

const DEFINITIONS: { readonly [T in WidgetType]: WidgetDefinition<WidgetOf<T>> } = {
  input: inputWidget,
  textarea: textareaWidget,
  number: numberWidget,
  radio: radioWidget,
  checkbox: checkboxWidget,
  time: timeWidget,
  date: dateWidget,
  rate: rateWidget,
  color: colorWidget,
  select: selectWidget,
  switch: switchWidget,
  slider: sliderWidget,
  text: textWidget,
  blank: blankWidget,
  imgupload: imguploadWidget,
  editor: editorWidget,
  cascader: cascaderWidget,
  'icon-select': iconSelectWidget,
  'user-select': userSelectWidget,
  'depart-select': departSelectWidget,
  subtable: subtableWidget,
  grid: gridWidget,
  crud: crudWidget,
  'tree-table': treeTableWidget,
  tree: treeWidget,
  tabs: tabsWidget,
  card: cardWidget,
  'detail-list': detailListWidget,
  'form-panel': formPanelWidget,
  button: buttonWidget,
  'button-group': buttonGroupWidget,
  bpmn: bpmnWidget,
  'process-task': processTaskWidget,
  'process-comments': processCommentsWidget,
  'process-header': processHeaderWidget,
  'process-counts': processCountsWidget,
  'process-start': processStartWidget,
  livetable: livetableWidget,
  'reptile-sync': reptileSyncWidget,
  'reptile-row': reptileRowWidget,
};

/** The form widgets (SPEC.md §3's 18 and icon-select), in the designer's palette order. */
export const FORM_WIDGETS: ReadonlyArray<WidgetDefinition> = FORM_WIDGET_TYPES.map(
  (type) => DEFINITIONS[type],
);

/** The page widgets management screens are built from, in the palette's order. */
export const PAGE_WIDGETS: ReadonlyArray<WidgetDefinition> = PAGE_WIDGET_TYPES.map(
  (type) => DEFINITIONS[type],
);

export const WIDGETS: ReadonlyArray<WidgetDefinition> = [...FORM_WIDGETS, ...PAGE_WIDGETS];

export const widgetRegistry = createRegistry(WIDGETS);
