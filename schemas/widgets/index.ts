/**
 * The schema file of every widget, one per `type` (`input.schema.json` holds the input widget and its
 * options). The widget unions of form-design.schema.json and page.schema.json `$ref` them; shapes.ts
 * registers them with the other schema files, so ajv resolves those references.
 */
import blank from './blank.schema.json';
import bpmn from './bpmn.schema.json';
import buttonGroup from './button-group.schema.json';
import button from './button.schema.json';
import card from './card.schema.json';
import cascader from './cascader.schema.json';
import checkbox from './checkbox.schema.json';
import color from './color.schema.json';
import crud from './crud.schema.json';
import date from './date.schema.json';
import detailList from './detail-list.schema.json';
import editor from './editor.schema.json';
import formPanel from './form-panel.schema.json';
import grid from './grid.schema.json';
import iconSelect from './icon-select.schema.json';
import userSelect from './user-select.schema.json';
import departSelect from './depart-select.schema.json';
import subtable from './subtable.schema.json';
import imgupload from './imgupload.schema.json';
import input from './input.schema.json';
import livetable from './livetable.schema.json';
import number from './number.schema.json';
import processComments from './process-comments.schema.json';
import processCounts from './process-counts.schema.json';
import reptileSync from './reptile-sync.schema.json';
import reptileRow from './reptile-row.schema.json';
import processHeader from './process-header.schema.json';
import processStart from './process-start.schema.json';
import processTask from './process-task.schema.json';
import radio from './radio.schema.json';
import rate from './rate.schema.json';
import select from './select.schema.json';
import slider from './slider.schema.json';
import switchWidget from './switch.schema.json';
import tabs from './tabs.schema.json';
import text from './text.schema.json';
import textarea from './textarea.schema.json';
import time from './time.schema.json';
import treeTable from './tree-table.schema.json';
import tree from './tree.schema.json';

/** The form widgets' schema files, in the order of form-design.schema.json's union. */
export const FORM_WIDGET_SCHEMAS = [
  input,
  textarea,
  number,
  radio,
  checkbox,
  time,
  date,
  rate,
  color,
  select,
  switchWidget,
  slider,
  text,
  blank,
  imgupload,
  editor,
  cascader,
  iconSelect,
  userSelect,
  departSelect,
  subtable,
  grid,
] as const;

/**
 * The page widgets' schema files, in the order of page.schema.json's union. The page's grid is not among
 * them: it is the form grid's page flavour, and page.schema.json defines it beside the union.
 */
export const PAGE_WIDGET_SCHEMAS = [
  crud,
  tree,
  treeTable,
  tabs,
  card,
  detailList,
  button,
  buttonGroup,
  formPanel,
  bpmn,
  processTask,
  processComments,
  processHeader,
  processCounts,
  processStart,
  livetable,
  reptileSync,
  reptileRow,
] as const;
