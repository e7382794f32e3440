/**
 * Issue 11 finding 4: a design stored before the schema refused prototype names (a field model
 * `__proto__.polluted`, `constructor.prototype.x`) must not pollute Object.prototype when it is drawn; the
 * bad field is dropped with a warning and the rest of the form works.
 */
import { Input } from '@formily/antd-v5';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDesign, GridWidget, InputWidget, Widget } from '../../../schemas';
import { createRegistry, defineWidget } from '../registry';
import { RuntimeProvider } from '../RuntimeProvider';
import { GenerateForm, type GenerateFormHandle } from './GenerateForm';
import { withoutPrototypeKeys } from './prototypeGuard';

// Stand-ins for the input and grid widgets: the runtime's contract is tested apart from src/widgets.
const inputWidget = defineWidget<InputWidget>({
  type: 'input',
  components: { TestInput: Input },
  toSchema: (widget, ctx) => ({
    type: 'string',
    title: widget.name,
    default: widget.options?.defaultValue,
    'x-component': 'TestInput',
    'x-component-props': { placeholder: widget.options?.placeholder },
    ...ctx.decorator(widget),
  }),
});
const gridWidget = defineWidget<GridWidget>({
  type: 'grid',
  toSchema: (widget, ctx) => ({
    type: 'void',
    properties: ctx.compileList((widget.columns ?? []).flatMap((column) => column.list)),
  }),
});
const registry = createRegistry([inputWidget, gridWidget]);

const field = (model: string, placeholder: string, key = `input_${placeholder}`): InputWidget => ({
  type: 'input',
  name: placeholder,
  key,
  model,
  options: { placeholder, defaultValue: 'yes' },
});

/** A design as an old save stored it, read back with JSON.parse. */
const stored = (list: Widget[]): FormDesign => JSON.parse(JSON.stringify({ list, config: {} }));

function draw(design: FormDesign, value?: Record<string, unknown>) {
  const ref = createRef<GenerateFormHandle>();
  render(
    <RuntimeProvider registry={registry}>
      <GenerateForm ref={ref} data={design} value={value} />
    </RuntimeProvider>,
  );
  return ref;
}

const polluted = () => {
  const probe = {} as Record<string, unknown>;
  return [probe.polluted, probe.x, probe.viaValue];
};

afterEach(() => {
  const proto = Object.prototype as unknown as Record<string, unknown>;
  delete proto.polluted;
  delete proto.x;
  delete proto.viaValue;
  vi.restoreAllMocks();
});

describe('a stored design with prototype names', () => {
  it('draws the other fields, drops the bad ones with a warning and leaves Object.prototype alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ref = draw(
      stored([
        field('name', '姓名'),
        field('__proto__.polluted', '坏一'),
        {
          type: 'grid',
          key: 'grid_1',
          model: '',
          options: {},
          columns: [{ span: 24, list: [field('constructor.prototype.x', '坏二'), field('city', '城市')] }],
        },
        field('__proto__', '坏三'),
      ]),
    );
    expect(await screen.findByPlaceholderText('姓名')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('城市')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('坏一')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('坏二')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('坏三')).not.toBeInTheDocument();
    expect(polluted()).toEqual([undefined, undefined, undefined]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'__proto__.polluted'"));

    let model: unknown;
    await act(async () => {
      model = await ref.current!.getData();
    });
    expect(model).toEqual({ name: 'yes', city: 'yes' });
    expect(polluted()).toEqual([undefined, undefined, undefined]);
  });

  it('drops __proto__ keys from edit data, setData and defaults', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = JSON.parse('{"name":"李四","__proto__":{"viaValue":1},"nested":{"__proto__":{"x":1}}}');
    const design = stored([field('name', '姓名')]);
    (design.list[0]!.options as Record<string, unknown>).defaultValue = JSON.parse(
      '{"__proto__":{"polluted":1}}',
    );
    const ref = draw(design, hostile);
    expect(await screen.findByDisplayValue('李四')).toBeInTheDocument();
    act(() => ref.current!.setData(JSON.parse('{"name":"王五","__proto__":{"viaValue":2}}')));
    expect(await screen.findByDisplayValue('王五')).toBeInTheDocument();
    let model: Record<string, unknown> = {};
    await act(async () => {
      model = (await ref.current!.getData()) as Record<string, unknown>;
    });
    expect(Object.keys(model)).not.toContain('__proto__');
    expect(polluted()).toEqual([undefined, undefined, undefined]);
  });
});

describe('withoutPrototypeKeys', () => {
  it('copies plain data without __proto__, prototype or constructor keys, at any depth', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = JSON.parse(
      '{"a":[{"constructor":{"prototype":{"x":1}},"b":2}],"__proto__":{"y":1},"c":"d"}',
    );
    expect(withoutPrototypeKeys(data)).toEqual({ a: [{ b: 2 }], c: 'd' });
    const date = new Date(0);
    expect(withoutPrototypeKeys({ when: date }).when).toBe(date);
  });
});
