import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlankSlotProps } from '../../runtime';
import { validate, type BlankOptions, type BlankWidget } from '../../../schemas';
import { renderWidgets } from '../../test/renderWidgets';
import { blankWidget } from '.';

const blank = (model: string, defaultType?: BlankOptions['defaultType']): BlankWidget => ({
  type: 'blank',
  name: `区域${model}`,
  key: `blank_${model}`,
  model,
  options: defaultType ? { defaultType } : {},
});

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

/** A host slot: a button that appends a tag to the model's list. */
function TagSlot({ value, onChange }: BlankSlotProps) {
  const tags = Array.isArray(value) ? (value as string[]) : [];
  return (
    <div>
      <span>已选 {tags.length} 个</span>
      <button type="button" onClick={() => onChange([...tags, `标签${tags.length + 1}`])}>
        添加标签
      </button>
    </div>
  );
}

describe('blank (SPEC.md §3 widget, §9 blank default types)', () => {
  it('§3: draws the host slot of its model, bound to the model value (Element flavour)', async () => {
    const form = renderWidgets(
      [blankWidget],
      [blank('tags', 'Array')],
      { ui: 'Element' },
      {
        slots: { tags: (props) => <TagSlot {...props} /> },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('区域tags')).toBeInTheDocument();
    expect(screen.getByText('已选 0 个')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    expect(screen.getByText('已选 2 个')).toBeInTheDocument();
    expect(await model(form)).toEqual({ tags: ['标签1', '标签2'] });
  });

  it('§3: without a slot, a dashed placeholder names the missing slot', async () => {
    renderWidgets([blankWidget], [blank('owner')]);
    const placeholder = await screen.findByText('自定义区域：宿主未提供插槽「owner」');
    expect(placeholder).toHaveStyle({ borderStyle: 'dashed' });
  });

  it('§9: defaultType String, Object and Array start the model as "", {} and []', async () => {
    const seen: Record<string, unknown> = {};
    const spy = ({ model: name, value }: BlankSlotProps) => {
      seen[name] = value;
      return <span>{name}</span>;
    };
    const form = renderWidgets(
      [blankWidget],
      [blank('plain'), blank('text', 'String'), blank('profile', 'Object'), blank('items', 'Array')],
      {},
      { slots: { plain: spy, text: spy, profile: spy, items: spy } },
    );
    await screen.findByText('items');
    expect(await model(form)).toEqual({ plain: '', text: '', profile: {}, items: [] });
    expect(seen).toEqual({ plain: '', text: '', profile: {}, items: [] });
  });

  it('§5: a required blank rejects getData until its slot sets a value', async () => {
    const form = renderWidgets(
      [blankWidget],
      [{ ...blank('tags', 'Array'), options: { defaultType: 'Array', required: true } }],
      {},
      { slots: { tags: (props) => <TagSlot {...props} /> } },
    );
    const user = userEvent.setup();
    await act(async () => {
      await expect(form.current().getData()).rejects.toThrow('表单数据校验失败');
    });
    expect(await screen.findByText('区域tags必须填写')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    expect(await model(form)).toEqual({ tags: ['标签1'] });
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = blankWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'blank_1', model: 'blank_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
