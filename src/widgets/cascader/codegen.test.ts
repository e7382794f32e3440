import { describe, expect, it } from 'vitest';
import type { CascaderWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const cascader = (options: CascaderWidget['options']): CascaderWidget => ({
  type: 'cascader',
  name: '地区',
  key: 'cascader_1',
  model: 'area',
  options,
});
const TREE = [{ value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] }];

describe('cascader codegen', () => {
  it('compiles in both libraries, static and remote', () => {
    expect(
      compileBoth(
        formWith(
          cascader({ remote: false, remoteOptions: TREE, filterable: true, clearable: true, required: true }),
        ),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
    expect(
      compileBoth(
        formWith(
          cascader({
            remote: true,
            remoteFunc: 'loadAreas',
            props: { value: 'code', label: 'name', children: 'subs' },
          }),
        ),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
  });

  it('declares a static tree and carries filterable and clearable', () => {
    const design = formWith(
      cascader({ remote: false, remoteOptions: TREE, filterable: true, clearable: true }),
    );
    const element = generate(design, { ui: 'element', format: 'vue' });
    expect(element).toContain(
      "const areaOptions = [{ value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] }];",
    );
    expect(element).toMatch(
      /<el-cascader\s+v-model="model.area"\s+:options="areaOptions"\s+filterable\s+clearable/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toMatch(
      /<a-cascader\s+v-model:value="model.area"\s+:options="areaOptions"\s+show-search\s+allow-clear/,
    );
    expect(modelSchema(design).properties?.area).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('maps remote records through :props / :field-names', () => {
    const design = formWith(
      cascader({
        remote: true,
        remoteFunc: 'loadAreas',
        props: { value: 'code', label: 'name', children: 'subs' },
      }),
    );
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      ":props=\"{ value: 'code', label: 'name', children: 'subs' }\"",
    );
    const antd = generate(design, { ui: 'antd', format: 'vue' });
    expect(antd).toContain(":field-names=\"{ value: 'code', label: 'name', children: 'subs' }\"");
    expect(antd).toContain('subs?: AreaOption[];');
  });
});
