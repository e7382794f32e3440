import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { validate, describeErrors } from '../../schemas';
import type { FormDesign } from '../../schemas';
import { GenerateForm, RuntimeProvider } from '../runtime';
import { FORM_WIDGET_TYPES } from './catalog';
import { widgetRegistry } from '.';

/**
 * A generated widget before the schema has judged it: a scaffold with random options. Only what the
 * schema accepts is drawn (the `accepted` guard), so this is JSON, not yet a Widget.
 */
interface Draft {
  type: string;
  name?: string;
  key?: string;
  model?: string;
  options?: object;
  columns?: ReadonlyArray<{ span: number | ''; list: ReadonlyArray<Draft> }>;
}

const text = fc.string({ minLength: 1, maxLength: 12 });
const widths = fc.constantFrom('100%', '50%', '200px', '');

/** A scaffold with randomised common options, keeping only keys the scaffold itself has (schema-safe). */
function widgetOf(type: string, depth: number): fc.Arbitrary<Draft> {
  const scaffold = widgetRegistry.get(type)!.design!.scaffold;
  const base = scaffold.options ?? {};
  const tweaks = fc.record(
    {
      required: fc.boolean(),
      disabled: fc.boolean(),
      hidden: fc.boolean(),
      placeholder: text,
      width: widths,
    },
    { requiredKeys: [] },
  );
  const columns =
    type === 'grid'
      ? fc.array(
          fc.record({
            span: fc.integer({ min: 1, max: 24 }),
            list: depth < 2 ? fc.array(anyWidget(depth + 1), { maxLength: 3 }) : fc.constant<Draft[]>([]),
          }),
          { minLength: 1, maxLength: 3 },
        )
      : fc.constant(undefined);
  return fc.tuple(text, tweaks, columns).map(([name, change, cols]): Draft => ({
    ...scaffold,
    name,
    options: { ...base, ...Object.fromEntries(Object.entries(change).filter(([key]) => key in base)) },
    ...(cols ? { columns: cols } : {}),
  }));
}

function anyWidget(depth: number): fc.Arbitrary<Draft> {
  return fc.constantFrom(...FORM_WIDGET_TYPES).chain((type) => widgetOf(type, depth));
}

/** Gives every widget, nested ones included, a readable unique key and model. */
function number(list: ReadonlyArray<Draft>, counter = { n: 0 }): Draft[] {
  return list.map((widget) => {
    counter.n += 1;
    const id = `${widget.type}_${counter.n}`;
    return {
      ...widget,
      key: id,
      model: id.replace(/-/g, '_'),
      ...(widget.columns
        ? { columns: widget.columns.map((c) => ({ ...c, list: number(c.list, counter) })) }
        : {}),
    };
  });
}

/** Whether the schema accepts a generated design, which is then a FormDesign. */
const accepted = (design: unknown): design is FormDesign => validate('FormDesign', design).ok;

const designs = fc
  .record({
    list: fc.array(anyWidget(0), { minLength: 1, maxLength: 6 }),
    config: fc.record({
      ui: fc.constantFrom('Element', 'Ant Design'),
      size: fc.constantFrom('medium', 'small', 'mini'),
      labelPosition: fc.constantFrom('left', 'right', 'top'),
      labelWidth: fc.integer({ min: 0, max: 200 }),
    }),
  })
  .map(({ list, config }) => ({ list: number(list), config }));

describe('the renderer on generated designs (issue 3 acceptance)', () => {
  it('never crashes on a schema-valid design, in either flavour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(designs, (design) => {
        fc.pre(accepted(design));
        const view = render(
          <RuntimeProvider registry={widgetRegistry}>
            <GenerateForm data={design} />
          </RuntimeProvider>,
        );
        expect(view.container.querySelector('.dg-form')).not.toBeNull();
        expect(view.container.textContent).not.toContain('不支持的控件');
        view.unmount();
      }),
      { numRuns: 25 },
    );
    warn.mockRestore();
  }, 120_000);

  it('starts from scaffolds that are themselves schema-valid', () => {
    for (const type of FORM_WIDGET_TYPES) {
      const [w] = number([widgetRegistry.get(type)!.design!.scaffold]);
      const check = validate('Widget', w);
      expect(check.ok ? '' : `${type}: ${describeErrors(check.errors)}`).toBe('');
    }
  });
});
