/**
 * Property tests of the design schema (issue 11): a prototype segment put into any path-like field of a
 * random design, at any depth, is refused — the same design with an ordinary segment there is accepted, so
 * the generator itself is checked — and nesting deeper than 32 containers is refused, 32 or fewer accepted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONTAINER_DEPTH, validate } from './index';
import { FORBIDDEN_SEGMENTS } from './safe-names';

type Json = Record<string, unknown>;

/** Short lowercase identifiers: never one of the forbidden names, which are longer or start with _. */
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
const forbidden = fc.constantFrom(...FORBIDDEN_SEGMENTS);

const input = (model: string, key = `input_${model}`): Json => ({
  type: 'input',
  name: '字段',
  key,
  model,
  options: {},
});

/** Where a name goes: whether it is a dotted path or a single name, whether a form may hold it, and how. */
interface Slot {
  path: boolean;
  formOnly: boolean;
  build(name: string): Json;
}

const crud = (options: Json): Json => ({
  type: 'crud',
  key: 'crud_1',
  options: {
    api: { list: '/sys/user/list' },
    columns: [{ title: '账号', dataIndex: 'username' }],
    ...options,
  },
});

const SLOTS: Record<string, Slot> = {
  model: { path: true, formOnly: true, build: (name) => input(name, 'input_x') },
  key: { path: false, formOnly: true, build: (name) => input('m', name) },
  equalTo: { path: true, formOnly: true, build: (name) => ({ ...input('m'), rules: [{ equalTo: name }] }) },
  selectProps: {
    path: false,
    formOnly: true,
    build: (name) => ({
      type: 'select',
      name: '城市',
      key: 'select_1',
      model: 'city',
      options: { remote: true, remoteFunc: 'funcCities', props: { value: 'id', label: name } },
    }),
  },
  cascaderProps: {
    path: false,
    formOnly: true,
    build: (name) => ({
      type: 'cascader',
      name: '地区',
      key: 'cascader_1',
      model: 'area',
      options: {
        remote: true,
        remoteFunc: 'funcAreas',
        props: { value: 'id', label: 'name', children: name },
      },
    }),
  },
  remoteFunc: {
    path: false,
    formOnly: true,
    build: (name) => ({ ...input('m'), options: { remoteFunc: name } }),
  },
  dataIndex: {
    path: true,
    formOnly: false,
    build: (name) => crud({ columns: [{ title: '列', dataIndex: name }] }),
  },
  rowKey: { path: false, formOnly: false, build: (name) => crud({ rowKey: name }) },
  paramKey: {
    path: false,
    formOnly: false,
    // JSON.parse makes "__proto__" an own key, as a design read from the database has it.
    build: (name) => crud({ params: JSON.parse(`{${JSON.stringify(name)}:"1"}`) as Json }),
  },
  actionKey: {
    path: false,
    formOnly: false,
    build: (name) => crud({ toolbar: [{ key: name, label: '新增', kind: 'add' }] }),
  },
  tabKey: {
    path: false,
    formOnly: false,
    build: (name) => ({
      type: 'tabs',
      key: 'tabs_x',
      options: {},
      tabs: [{ label: '页', key: name, list: [] }],
    }),
  },
  treeFieldNames: {
    path: false,
    formOnly: false,
    build: (name) => ({
      type: 'tree',
      key: 'tree_1',
      model: 'depart',
      options: { api: '/sys/sysDepart/queryTreeList', fieldNames: { key: 'id', title: name } },
    }),
  },
  detailField: {
    path: true,
    formOnly: false,
    build: (name) => ({
      type: 'detail-list',
      key: 'detail_1',
      options: {},
      items: [{ label: '名称', field: name }],
    }),
  },
};

type Kind = 'grid' | 'tabs' | 'card' | 'drawer' | 'crudForm';

/** Wraps `inner` in one container of `kind`; in a crud's form only form grids may follow. */
const WRAP: Record<Kind, (inner: Json, i: number) => Json> = {
  grid: (inner, i) => ({
    type: 'grid',
    key: `grid_${i}`,
    options: {},
    columns: [{ span: 24, list: [inner] }],
  }),
  tabs: (inner, i) => ({
    type: 'tabs',
    key: `tabs_${i}`,
    options: {},
    tabs: [{ label: '页', key: 'p', list: [inner] }],
  }),
  card: (inner, i) => ({ type: 'card', key: `card_${i}`, options: {}, list: [inner] }),
  drawer: (inner, i) => ({
    type: 'button',
    key: `button_${i}`,
    options: { action: { label: '打开', kind: 'drawer', page: { list: [inner] } } },
  }),
  crudForm: (inner) => crud({ form: { list: [inner], config: {} } }),
};

/** Outermost first. Once a crud's form is entered, the rest are form grids (a form holds no page widget). */
const containers = (length: fc.Arbitrary<number>) =>
  length
    .chain((n) =>
      fc.array(fc.constantFrom<Kind>('grid', 'tabs', 'card', 'drawer', 'crudForm'), {
        minLength: n,
        maxLength: n,
      }),
    )
    .map((kinds) => {
      const at = kinds.indexOf('crudForm');
      return at < 0 ? kinds : kinds.map((kind, i) => (i > at ? 'grid' : kind));
    });

function page(kinds: Kind[], leaf: Json, siblings: string[]): Json {
  let inner = leaf;
  for (let i = kinds.length - 1; i >= 0; i--) inner = WRAP[kinds[i]!](inner, i);
  return { list: [...siblings.map((m) => input(m)), inner], config: {} };
}

/** A name for a slot, with one segment at `at` replaced by `segment`. */
const nameWith = (slot: Slot, segments: string[], at: number, segment: string): string => {
  if (!slot.path) return segment;
  const parts = [...segments];
  parts.splice(at % (parts.length + 1), 0, segment);
  return parts.join('.');
};

describe('design schema properties', () => {
  const cases = fc.record({
    slot: fc.constantFrom(...Object.keys(SLOTS)),
    kinds: containers(fc.integer({ min: 0, max: 6 })),
    segments: fc.array(identifier, { maxLength: 3 }),
    at: fc.nat(),
    bad: forbidden,
    good: identifier,
    siblings: fc.array(identifier, { maxLength: 3 }),
  });

  it('refuses a prototype segment in any path-like field at any depth, and accepts an ordinary one there', () => {
    fc.assert(
      fc.property(cases, ({ slot: slotName, kinds, segments, at, bad, good, siblings }) => {
        const slot = SLOTS[slotName]!;
        // A page widget cannot sit inside a crud's form.
        const usable = slot.formOnly ? kinds : kinds.filter((k) => k !== 'crudForm');
        const design = (name: string) => page(usable, slot.build(name), siblings);
        const accepted = validate('PageDesign', design(nameWith(slot, segments, at, good)));
        expect(accepted.errors).toEqual([]);
        const refused = validate('PageDesign', design(nameWith(slot, segments, at, bad)));
        expect(refused.ok).toBe(false);
        expect(refused.errors.some((e) => e.message.includes(bad))).toBe(true);
      }),
    );
  });

  it(`accepts nesting up to ${MAX_CONTAINER_DEPTH} containers and refuses anything deeper`, () => {
    fc.assert(
      fc.property(containers(fc.integer({ min: 1, max: 2 * MAX_CONTAINER_DEPTH })), (kinds) => {
        const check = validate('PageDesign', page(kinds, input('leaf'), []));
        if (kinds.length <= MAX_CONTAINER_DEPTH) expect(check.errors).toEqual([]);
        else expect(check.errors.map((e) => e.message)).toEqual([expect.stringContaining('嵌套超过 32 层')]);
      }),
    );
  });

  it('holds for form designs made of grids alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 * MAX_CONTAINER_DEPTH }), (levels) => {
        const kinds = Array.from({ length: levels }, () => 'grid' as const);
        expect(validate('FormDesign', page(kinds, input('leaf'), [])).ok).toBe(levels <= MAX_CONTAINER_DEPTH);
      }),
    );
  });
});
