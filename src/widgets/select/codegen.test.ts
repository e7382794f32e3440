import { describe, expect, it } from 'vitest';
import type { SelectWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const select = (options: SelectWidget['options']): SelectWidget => ({
  type: 'select',
  name: '城市',
  key: 'select_1',
  model: 'city',
  options,
});
const OPTIONS = [
  { value: 'hz', label: '杭州' },
  { value: 'nb', label: '宁波' },
];

describe('select codegen', () => {
  it('compiles in both libraries, single, multiple and remote', () => {
    for (const options of [
      { options: OPTIONS, showLabel: true, clearable: true, filterable: true, required: true },
      { options: OPTIONS, multiple: true, defaultValue: ['hz'], required: true },
      { remote: true, remoteFunc: 'loadCities', props: { value: 'code', label: 'name' } },
    ]) {
      expect(compileBoth(formWith(select(options)))).toEqual({ element: [], antd: [] });
    }
  });

  it('carries multiple, filterable and clearable', () => {
    const design = formWith(select({ options: OPTIONS, multiple: true, filterable: true, clearable: true }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toMatch(
      /<el-select\s+v-model="model.city"\s+multiple\s+filterable\s+clearable/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toMatch(
      /<a-select\s+v-model:value="model.city"\s+mode="multiple"\s+show-search\s+option-filter-prop="label"\s+allow-clear/,
    );
  });

  it('settles the default to the mode (SPEC.md §4) and types it', () => {
    const single = formWith(select({ options: OPTIONS, defaultValue: ['nb', 'hz'] }));
    expect(generate(single, { ui: 'element', format: 'vue' })).toContain("city: 'nb',");
    expect(modelSchema(single).properties?.city).toMatchObject({
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
    const multiple = formWith(select({ options: OPTIONS, defaultValue: 'hz', multiple: true }));
    expect(generate(multiple, { ui: 'element', format: 'vue' })).toContain("city: ['hz'],");
    const empty = formWith(select({ options: OPTIONS, defaultValue: '', clearable: true }));
    expect(generate(empty, { ui: 'element', format: 'vue' })).toContain('city: null,');
    expect(generate(empty, { ui: 'element', format: 'vue' })).toContain(':value-on-clear="null"');
  });

  it('reads remote records through props', () => {
    const code = generate(
      formWith(select({ remote: true, remoteFunc: 'loadCities', props: { value: 'code', label: 'name' } })),
      {
        ui: 'antd',
        format: 'vue',
      },
    );
    expect(code).toContain('interface CityOption {\n  code: string | number;\n  name: string;\n}');
    expect(code).toMatch(
      /<a-select-option\s+v-for="item in cityOptions"\s+:key="item.code"\s+:value="item.code"\s+:label="item.name"/,
    );
  });

  it('fills the options from a dictionary on mount (GET /sys/dict/getDictItems/{code}), in Vue and HTML', () => {
    const design = formWith(select({ optionSource: 'dict', dictCode: 'sex', remote: true, remoteFunc: 'x' }));
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    const element = generate(design, { ui: 'element', format: 'vue' });
    expect(element).toContain("const DICT_ITEMS_API = '/platform/sys/dict/getDictItems/';");
    expect(element).toContain('fetch(DICT_ITEMS_API + encodeURIComponent(code)');
    expect(element).toContain("'X-Access-Token': dictAccessToken()");
    expect(element).toContain('const cityOptions = ref<DictItem[]>([]);');
    expect(element).toContain("cityOptions.value = await loadDictItems('sex');");
    expect(element).toMatch(
      /<el-option\s+v-for="item in cityOptions"\s+:key="item.value"\s+:label="item.text"/,
    );
    // The dictionary replaces the host function.
    expect(element).not.toContain('async function x(');
    const antd = generate(design, { ui: 'antd', format: 'vue' });
    expect(antd).toMatch(/<a-select-option[^>]*:label="item.text"\s*>\s*\{\{ item.text \}\}/);
    const page = generate(design, { ui: 'antd', format: 'html' });
    expect(page).toContain("cityOptions.value = await loadDictItems('sex');");
    expect(page).toContain('const dictItemRequests = new Map();');
    expect(page).not.toMatch(/DictItem\[\]|: string|as \{/);
    expect(modelSchema(design).properties?.city).toMatchObject({
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
  });

  it('two dictionary selects share one loader; 静态选项 keeps the static list', () => {
    const code = generate(
      formWith([
        select({ optionSource: 'dict', dictCode: 'sex' }),
        {
          ...select({ optionSource: 'dict', dictCode: 'priority', multiple: true }),
          key: 'select_2',
          model: 'level',
        },
      ]),
      { ui: 'element', format: 'vue' },
    );
    expect(code.match(/function loadDictItems\(/g)).toHaveLength(1);
    expect(code).toContain("levelOptions.value = await loadDictItems('priority');");
    const stat = generate(formWith(select({ optionSource: 'static', dictCode: 'sex', options: OPTIONS })), {
      ui: 'element',
      format: 'vue',
    });
    expect(stat).not.toContain('loadDictItems');
    expect(stat).toContain("{ value: 'hz', label: 'hz' }");
  });
});
