import { Input } from '@formily/antd-v5';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormDesign, InputWidget, Widget } from '../../../schemas';
import { createRegistry, defineWidget } from '../registry';
import { RuntimeProvider } from '../RuntimeProvider';
import { compile } from './compile';
import { FORM_INVALID_MESSAGE, GenerateForm, type GenerateFormHandle } from './GenerateForm';

// A stand-in widget: the runtime's contract is tested apart from the real widget folders.
const textWidget = defineWidget<InputWidget>({
  type: 'input',
  components: { TestInput: Input },
  toSchema: (widget, ctx) => ({
    type: 'string',
    title: widget.name,
    default: widget.options?.defaultValue,
    'x-component': 'TestInput',
    'x-component-props': { placeholder: widget.options?.placeholder },
    'x-validator': ctx.validators(widget),
    ...ctx.decorator(widget),
  }),
});
const registry = createRegistry([textWidget]);

const design: FormDesign = {
  list: [
    {
      type: 'input',
      name: '姓名',
      key: 'input_1',
      model: 'name',
      options: { required: true, placeholder: '请输入姓名' },
    },
    {
      type: 'input',
      name: '邮箱',
      key: 'input_2',
      model: 'email',
      options: { dataType: 'email', defaultValue: 'a@b.cn' },
    },
    // Deliberately broken: a type no widget draws (an old or hand-edited design), so no generated Widget.
    { type: 'mystery', name: '未知', key: 'mystery_1', model: 'm' } as unknown as Widget,
  ],
  config: { ui: 'Element', labelWidth: 100, labelPosition: 'right', size: 'small' },
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

describe('compile (SPEC.md §3)', () => {
  it('keys fields by model in design order and leaves unknown types to a visible warning', () => {
    const schema = compile(design, registry);
    expect(Object.keys(schema.properties ?? {})).toEqual(['name', 'email', 'mystery_1']);
    expect(schema.properties).toMatchObject({
      name: { title: '姓名', 'x-index': 0 },
      mystery_1: { type: 'void', 'x-component': 'DgUnknownWidget' },
    });
  });

  it('hides a widget with options.hidden but keeps its value; skips a model used twice', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = compile(
      {
        list: [
          {
            type: 'input',
            name: '甲',
            key: 'input_1',
            model: 'a',
            options: { hidden: true, customClass: 'wide' },
          },
          { type: 'input', name: '乙', key: 'input_2', model: 'a', options: {} },
        ],
      },
      registry,
    );
    expect(Object.keys(schema.properties ?? {})).toEqual(['a']);
    expect((schema.properties as Record<string, unknown>).a).toMatchObject({
      'x-display': 'hidden',
      'x-decorator-props': { className: 'wide' },
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('is pure: the same design compiles to the same schema', () => {
    expect(JSON.stringify(compile(design, registry))).toBe(JSON.stringify(compile(design, registry)));
  });
});

describe('GenerateForm', () => {
  it('draws labels, placeholders and defaults, and warns about an unknown type', async () => {
    draw();
    expect(await screen.findByText('姓名')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByDisplayValue('a@b.cn')).toBeInTheDocument();
    expect(screen.getByText('不支持的控件：mystery')).toBeInTheDocument();
    expect(screen.getByText('「未知」未绘制，它的设置原样保留在设计里')).toBeInTheDocument();
  });

  it('getData rejects with the form-invalid message and shows the required message (SPEC.md §5)', async () => {
    const ref = draw();
    await screen.findByText('姓名');
    await act(async () => {
      await expect(ref.current!.getData()).rejects.toThrow(FORM_INVALID_MESSAGE);
    });
    expect(await screen.findByText('姓名必须填写')).toBeInTheDocument();
  });

  it('getData resolves the model once valid; the dataType rule names the widget', async () => {
    const ref = draw();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入姓名'), '张三');
    const email = screen.getByDisplayValue('a@b.cn');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await act(async () => {
      await expect(ref.current!.getData()).rejects.toThrow(FORM_INVALID_MESSAGE);
    });
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'zs@dougong.dev');
    let model: unknown;
    await act(async () => {
      model = await ref.current!.getData();
    });
    expect(model).toEqual({ name: '张三', email: 'zs@dougong.dev' });
  });

  it('opens with edit data, merges setData, and reset returns to the opening values', async () => {
    const ref = draw({ name: '李四' });
    expect(await screen.findByDisplayValue('李四')).toBeInTheDocument();
    act(() => ref.current!.setData({ name: '王五' }));
    expect(await screen.findByDisplayValue('王五')).toBeInTheDocument();
    act(() => ref.current!.reset());
    expect(await screen.findByDisplayValue('李四')).toBeInTheDocument();
  });

  it('never evaluates {{ }} text with new Function: an injection attempt renders inertly', async () => {
    const spy = vi.fn();
    (globalThis as Record<string, unknown>).__pwned = spy;
    const hostile: FormDesign = {
      list: [
        {
          type: 'input',
          name: "{{constructor.constructor('globalThis.__pwned()')()}}",
          key: 'input_9',
          model: 'x',
          options: { placeholder: "{{ this.constructor.constructor('globalThis.__pwned()')() }}" },
        },
      ],
      config: {},
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RuntimeProvider registry={registry}>
        <GenerateForm data={hostile} />
      </RuntimeProvider>,
    );
    await screen.findByRole('textbox');
    expect(spy).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
