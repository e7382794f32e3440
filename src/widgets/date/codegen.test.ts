import { describe, expect, it } from 'vitest';
import type { DateOptions, DateWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const date = (options: DateWidget['options']): DateWidget => ({
  type: 'date',
  name: '日期',
  key: 'date_1',
  model: 'day',
  options,
});

const MODES: Array<NonNullable<DateOptions['type']>> = [
  'year',
  'month',
  'date',
  'dates',
  'datetime',
  'datetimerange',
  'daterange',
];

describe('date codegen', () => {
  it('compiles every type, as text and as timestamps, in both libraries', () => {
    for (const type of MODES) {
      for (const timestamp of [false, true]) {
        expect(
          compileBoth(formWith(date({ type, timestamp, required: true, placeholder: '选择' }))),
          `${type} ${timestamp}`,
        ).toEqual({
          element: [],
          antd: [],
        });
      }
    }
  });

  it("turns Element's yyyy-MM-dd into dayjs tokens for format and value-format", () => {
    const code = generate(formWith(date({ type: 'date', format: 'yyyy年MM月dd日' })), {
      ui: 'element',
      format: 'vue',
    });
    expect(code).toMatch(/type="date"\s+format="YYYY年MM月DD日"\s+value-format="YYYY年MM月DD日"/);
  });

  it('keeps timestamps as numbers: value-format="x" in Element, a dayjs computed in Ant Design Vue', () => {
    const design = formWith(date({ type: 'datetime', timestamp: true }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain('value-format="x"');
    const antd = generate(design, { ui: 'antd', format: 'vue' });
    expect(antd).toContain(
      'const dayDate = computed({\n  get: (): Dayjs | null => (model.day === null ? null : dayjs(model.day)),',
    );
    expect(antd).toMatch(/<a-date-picker\s+v-model:value="dayDate"\s+show-time/);
    expect(modelSchema(design).properties?.day).toMatchObject({
      anyOf: [{ type: 'number' }, { type: 'null' }],
    });
  });

  it('picks the Ant Design Vue component per type', () => {
    const antd = (type: DateOptions['type']) =>
      generate(formWith(date({ type })), { ui: 'antd', format: 'vue' });
    expect(antd('year')).toMatch(/<a-date-picker\s+v-model:value="model.day"\s+picker="year"/);
    expect(antd('month')).toContain('picker="month"');
    expect(antd('daterange')).toContain('<a-range-picker');
    expect(antd('datetimerange')).toMatch(/<a-range-picker\s+v-model:value="model.day"\s+show-time/);
    expect(antd('dates')).toContain('function addDay(date: string | null) {');
    expect(antd('dates')).toContain('<a-tag v-for="date in model.day"');
  });

  it('types ranges as pairs, dates as lists', () => {
    expect(modelSchema(formWith(date({ type: 'daterange' }))).properties?.day).toMatchObject({
      anyOf: [{ type: 'array', items: [{ type: 'string' }, { type: 'string' }] }, { type: 'null' }],
    });
    expect(modelSchema(formWith(date({ type: 'dates' }))).properties?.day).toMatchObject({
      type: 'array',
      items: { type: 'string' },
    });
  });
});
