import { Input } from '@formily/antd-v5';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormDesign, InputOptions, InputWidget } from '../../../schemas';
import { createRegistry, defineWidget } from '../registry';
import { RuntimeProvider } from '../RuntimeProvider';
import { compile } from './compile';
import { GenerateForm, type GenerateFormHandle } from './GenerateForm';
import { hiddenExpression, isHiddenFor } from './hiddenWhen';

// A stand-in widget: the runtime's contract is tested apart from the real widget folders.
const textWidget = defineWidget<InputWidget>({
  type: 'input',
  components: { TestInput: Input },
  toSchema: (widget, ctx) => ({
    type: 'string',
    title: widget.name,
    default: widget.options?.defaultValue,
    ...(widget.options?.required === true ? { required: true } : {}),
    'x-component': 'TestInput',
    'x-component-props': { placeholder: widget.options?.placeholder },
    'x-validator': ctx.validators(widget),
    ...ctx.decorator(widget),
  }),
});
const registry = createRegistry([textWidget]);

const field = (model: string, name: string, options: InputOptions = {}): InputWidget => ({
  type: 'input',
  name,
  key: `input_${model}`,
  model,
  options: { placeholder: name, ...options },
});

// The menu form's rule in miniature: a button (kind 2) has a code and no route.
const design: FormDesign = {
  list: [
    field('kind', '类型', { defaultValue: '1' }),
    field('url', '菜单路径', { required: true, hidden: "{{ $values.kind === '2' }}" }),
    field('perms', '授权标识', { hidden: "{{ $values.kind !== '2' }}" }),
    field('note', '备注', { hidden: true, defaultValue: '留着' }),
    field('broken', '坏表达式', { hidden: '{{ $values.constructor }}' }),
  ],
  config: {},
};

function draw(value?: Record<string, unknown>) {
  const ref = createRef<GenerateFormHandle>();
  render(
    <RuntimeProvider registry={registry}>
      <GenerateForm ref={ref} data={design} value={value} />
    </RuntimeProvider>,
  );
  return ref;
}

describe('hidden expressions (options.hidden as {{ }})', () => {
  it('reads only a whole {{ }} text as an expression', () => {
    expect(hiddenExpression('{{ $values.a === 1 }}')).toBe(' $values.a === 1 ');
    expect(hiddenExpression(true)).toBeNull();
    expect(hiddenExpression('yes')).toBeNull();
    expect(hiddenExpression('{{ }}')).toBeNull();
    expect(isHiddenFor('$values.a === 1', { a: 1 })).toBe(true);
    expect(isHiddenFor('$values.a === 1', { a: 2 })).toBe(false);
  });

  it('compiles an expression into a reaction and keeps hidden: true as display hidden', () => {
    const schema = compile(design, registry);
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.url!['x-reactions']).toHaveLength(1);
    expect(props.url!['x-display']).toBeUndefined();
    expect(props.note!['x-display']).toBe('hidden');
    expect(props.note!['x-reactions']).toBeUndefined();
  });

  it('shows and hides fields as the values change, and leaves hidden ones out of the data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ref = draw();
    expect(screen.getByPlaceholderText('菜单路径')).toBeTruthy();
    expect(screen.queryByPlaceholderText('授权标识')).toBeNull();
    // A forbidden name in the expression hides nothing and says why in the console.
    expect(screen.getByPlaceholderText('坏表达式')).toBeTruthy();
    expect(warn.mock.calls.some(([text]) => String(text).includes('constructor'))).toBe(true);

    await userEvent.type(screen.getByPlaceholderText('菜单路径'), '/system/user');
    await act(async () => ref.current!.setData({ kind: '2' }));
    expect(screen.queryByPlaceholderText('菜单路径')).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('授权标识'), 'user:add');
    // url is required, but hidden: not validated and not sent; note (hidden: true) is still sent.
    const data = await ref.current!.getData();
    expect(data).toMatchObject({ kind: '2', perms: 'user:add', note: '留着' });
    expect(data).not.toHaveProperty('url');

    // Back to a menu: the typed route comes back, the code goes.
    await act(async () => ref.current!.setData({ kind: '1' }));
    expect((screen.getByPlaceholderText('菜单路径') as HTMLInputElement).value).toBe('/system/user');
    expect(screen.queryByPlaceholderText('授权标识')).toBeNull();
    warn.mockRestore();
  });

  it('hides by the edit data a form opens with', async () => {
    const ref = draw({ kind: '2', url: '/x', perms: 'a:b' });
    await act(async () => undefined);
    expect(screen.queryByPlaceholderText('菜单路径')).toBeNull();
    expect(await ref.current!.getData()).not.toHaveProperty('url');
  });
});
