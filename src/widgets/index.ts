/**
 * Every widget the product draws, listed explicitly (STYLE.md rule 2). The registry throws on a duplicate
 * type; adding a widget means adding its folder and one line here, never touching src/runtime.
 *
 * @example
 * <RuntimeProvider registry={widgetRegistry}>...</RuntimeProvider>
 */
import { createRegistry, type WidgetDefinition } from '../runtime';
import { blankWidget } from './blank';
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
import { imguploadWidget } from './imgupload';
import { inputWidget } from './input';
import { numberWidget } from './number';
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

/** The 18 form widgets of SPEC.md §3, in the designer's palette order. */
export const FORM_WIDGETS: ReadonlyArray<WidgetDefinition> = [
  inputWidget,
  textareaWidget,
  numberWidget,
  radioWidget,
  checkboxWidget,
  timeWidget,
  dateWidget,
  rateWidget,
  colorWidget,
  selectWidget,
  switchWidget,
  sliderWidget,
  textWidget,
  blankWidget,
  imguploadWidget,
  editorWidget,
  cascaderWidget,
  iconSelectWidget,
  gridWidget,
];

/** The page widgets management screens are built from. */
export const PAGE_WIDGETS: ReadonlyArray<WidgetDefinition> = [
  crudWidget,
  treeTableWidget,
  treeWidget,
  tabsWidget,
  cardWidget,
  detailListWidget,
  formPanelWidget,
  buttonWidget,
  buttonGroupWidget,
];

export const WIDGETS: ReadonlyArray<WidgetDefinition> = [...FORM_WIDGETS, ...PAGE_WIDGETS];

export const widgetRegistry = createRegistry(WIDGETS);
