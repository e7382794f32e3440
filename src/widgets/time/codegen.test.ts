import { describe, expect, it } from 'vitest';
import type { TimeWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const time = (options: TimeWidget['options']): TimeWidget => ({
  type: 'time',
  name: '时间',
  key: 'time_1',
  model: 'at',
  options,
});

describe('time codegen', () => {
  it('compiles in both libraries, single and range', () => {
    expect(
      compileBoth(
        formWith(
          time({
            defaultValue: '09:00:00',
            placeholder: '选择',
            editable: false,
            clearable: false,
            required: true,
          }),
        ),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
    expect(
      compileBoth(
        formWith(time({ isRange: true, startPlaceholder: '起', endPlaceholder: '止', readonly: true })),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
  });

  it('uses the format as format and value-format, arrow-control in Element', () => {
    const design = formWith(time({ format: 'HH:mm', defaultValue: '09:30' }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toMatch(
      /<el-time-picker\s+v-model="model.at"\s+format="HH:mm"\s+value-format="HH:mm"\s+arrow-control\s*\/>/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(
      '<a-time-picker v-model:value="model.at" format="HH:mm" value-format="HH:mm" />',
    );
  });

  it('draws a range as is-range / a-time-range-picker; the model is a pair or null', () => {
    const design = formWith(time({ isRange: true, startPlaceholder: '起', endPlaceholder: '止' }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toMatch(
      /is-range\s+start-placeholder="起"\s+end-placeholder="止"/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(":placeholder=\"['起', '止']\"");
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain('<a-time-range-picker');
    expect(modelSchema(design).properties?.at).toMatchObject({
      anyOf: [{ type: 'array', minItems: 2, maxItems: 2 }, { type: 'null' }],
    });
  });

  it("keeps Ant Design Vue's panel shut when readonly", () => {
    expect(generate(formWith(time({ readonly: true })), { ui: 'antd', format: 'vue' })).toMatch(
      /input-read-only\s+:open="false"/,
    );
  });
});
