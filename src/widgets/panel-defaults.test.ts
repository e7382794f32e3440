/**
 * A property panel shows what the widget does: a switch for an option the schema defaults to true is on
 * while the option is unset (a crud without `selection` draws its tick column, so 显示勾选列 is on).
 */
import { describe, expect, it } from 'vitest';
import formDesign from '../../schemas/form-design.schema.json';
import page from '../../schemas/page.schema.json';
import { FORM_WIDGET_SCHEMAS, PAGE_WIDGET_SCHEMAS } from '../../schemas/widgets';
import { allWidgets } from '../designer/designOps';
import { WIDGETS } from '.';

type Definitions = Record<string, { properties?: Record<string, { default?: unknown }> }>;
const DEFINITIONS: Definitions = {
  ...(formDesign.definitions as Definitions),
  ...(page.definitions as Definitions),
  ...Object.assign(
    {},
    ...[...FORM_WIDGET_SCHEMAS, ...PAGE_WIDGET_SCHEMAS].map((file) => file.definitions as Definitions),
  ),
};

/** time → TimeOptions, tree-table → TreeTableOptions. */
const optionsDefinition = (type: string) =>
  `${type.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Options`;

const cases = WIDGETS.flatMap((widget) =>
  allWidgets(widget.design?.panel.list ?? []).flatMap((field) =>
    field.type === 'switch' && field.model.startsWith('options.') ? [{ type: widget.type, field }] : [],
  ),
);

describe('panel switches', () => {
  it('are many, so the check below looks at something', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map(({ type, field }) => [`${type} ${field.model}`, type, field] as const))(
    '%s shows the schema default while unset',
    (_, type, field) => {
      const option = field.model.slice('options.'.length);
      const schemaDefault = DEFINITIONS[optionsDefinition(type)]?.properties?.[option]?.default;
      expect(field.options.defaultValue === true).toBe(schemaDefault === true);
    },
  );
});
