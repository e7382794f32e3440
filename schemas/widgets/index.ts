/**
 * The schema file of every widget, one per `type` (`input.schema.json` holds the input widget and its
 * options). The widget union of form-design.schema.json `$ref`s each; shapes.ts registers them with the
 * other schema files, so ajv resolves those references.
 */
import blank from './blank.schema.json';
import cascader from './cascader.schema.json';
import checkbox from './checkbox.schema.json';
import color from './color.schema.json';
import date from './date.schema.json';
import editor from './editor.schema.json';
import grid from './grid.schema.json';
import iconSelect from './icon-select.schema.json';
import imgupload from './imgupload.schema.json';
import input from './input.schema.json';
import number from './number.schema.json';
import radio from './radio.schema.json';
import rate from './rate.schema.json';
import select from './select.schema.json';
import slider from './slider.schema.json';
import switchWidget from './switch.schema.json';
import text from './text.schema.json';
import textarea from './textarea.schema.json';
import time from './time.schema.json';

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
  grid,
] as const;
