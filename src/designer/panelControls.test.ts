/**
 * Every control of every widget's property panel (the panels are design JSON, so they are enumerated
 * here): changing it is one step in the design JSON, redraws the canvas (what compile hands the
 * renderer changes, unless the option only feeds the code generator) and one undo puts the JSON back.
 */
import { describe, expect, it } from 'vitest';
import { compile, type AnyWidget } from '../runtime';
import { FORM_WIDGETS, widgetRegistry } from '../widgets';
import { allWidgets, getPath, ROOT, setPath } from './designOps';
import { designerReducer, emptyDesign, initDesigner } from './designerStore';

/** Options the runtime does not draw (form-making keeps them for its Element code, or for remote data). */
const NOT_DRAWN = new Set([
  'options.arrowControl',
  'options.remoteFunc',
  'options.props.value',
  'options.props.label',
  'options.props.children',
  'options.remote',
  'options.dataType',
  'options.pattern',
  'options.editable',
  'options.filterable',
  'options.format',
  'options.timestamp',
  'options.isRange',
  'options.startPlaceholder',
  'options.endPlaceholder',
  'options.clearable',
  'options.placeholder',
  'options.height',
  'options.defaultValue',
  'model',
  // Drawn only together with 最多字数.
  'options.showWordLimit',
]);

/** A panel control: a widget of the panel, editing the path its model names. */
type Control = AnyWidget & { model: string };
const isControl = (field: AnyWidget): field is Control => typeof field.model === 'string';

/** A value the control would set that differs from what it shows now. */
function changedValue(field: Control, widget: AnyWidget): unknown {
  const shown =
    getPath(widget, field.model) ??
    ('defaultValue' in field.options ? field.options.defaultValue : undefined);
  switch (field.type) {
    case 'switch':
      return !shown;
    case 'input':
    case 'textarea':
      if (field.model === 'model') return `${widget.type.replace(/-/g, '_')}_renamed`;
      if (field.model === 'options.width') return '50%';
      return `${String(shown ?? '')}改`;
    case 'number': {
      // -1 and 0 mean "no limit" for some options: a positive value is a visible change.
      const n = Number(shown ?? 0);
      return n > 0 && n < 100 ? n + 1 : 10;
    }
    case 'select':
    case 'radio': {
      const choices = field.options.options ?? [];
      return choices.find((c) => c.value !== shown)?.value;
    }
    default:
      return undefined; // list editors: FormDesigner.test and e2e drive them
  }
}

const cases = FORM_WIDGETS.flatMap((definition) =>
  allWidgets(definition.design?.panel.list ?? [])
    .filter(isControl)
    .filter((field) => field.type !== 'blank')
    .map((field) => [`${definition.type} ${field.name} (${field.model})`, definition, field] as const),
);

describe('every panel control of every form widget', () => {
  it('is enumerated', () => expect(cases.length).toBeGreaterThan(120));

  it.each(cases)('%s: the JSON, the canvas and one undo step', (_, definition, field) => {
    const start = designerReducer(initDesigner(emptyDesign()), {
      type: 'add',
      scaffold: definition.design!.scaffold,
      list: ROOT,
      index: 0,
    });
    const widget = start.history.present.list[0]!;
    const value = changedValue(field, widget);
    if (value === undefined) return;
    const panel = allWidgets(definition.design!.panel.list).filter(isControl);
    const edited = designerReducer(start, {
      type: 'edit',
      key: widget.key,
      values: setPath(widget, field.model, value),
      paths: panel.map((f) => f.model),
      textPaths: [],
    });
    const after = edited.history.present.list[0]!;
    expect(getPath(after, field.model)).toEqual(value);
    expect(edited.history.past).toHaveLength(start.history.past.length + 1);
    if (!NOT_DRAWN.has(field.model) && !field.model.startsWith('options.props'))
      expect(JSON.stringify(compile(edited.history.present, widgetRegistry))).not.toBe(
        JSON.stringify(compile(start.history.present, widgetRegistry)),
      );
    expect(designerReducer(edited, { type: 'undo' }).history.present).toEqual(start.history.present);
  });
});
