import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validate, type CardOptions, type CardWidget } from '../../../schemas';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { cardWidget } from '.';

const card = (options: CardOptions): CardWidget => ({
  type: 'card',
  key: 'card_1',
  options,
  list: [{ type: 'input', name: '姓名', key: 'input_1', model: 'name', options: { placeholder: '姓名' } }],
});

describe('card page widget (issue 3 item 4; ARCHITECTURE.md "The schema language")', () => {
  it('shows its title around its widgets, bordered by default, and their values stay page state', async () => {
    const form = renderWidgets([cardWidget, inputWidget], [card({ title: '基本信息' })]);
    const box = document.querySelector('.dg-card')!;
    expect(box.querySelector('.ant-card-head-title')).toHaveTextContent('基本信息');
    expect(box.querySelector('.ant-card-body')).toContainElement(screen.getByPlaceholderText('姓名'));
    expect(box).toHaveClass('ant-card-bordered');

    await userEvent.setup().type(screen.getByPlaceholderText('姓名'), '李四');
    let values: unknown;
    await act(async () => {
      values = await form.current().getData();
    });
    expect(values).toEqual({ name: '李四' });
  });

  it('drops the border when bordered is false and the head when there is no title', () => {
    renderWidgets([cardWidget, inputWidget], [card({ bordered: false })]);
    const box = document.querySelector('.dg-card')!;
    expect(box).not.toHaveClass('ant-card-bordered');
    expect(box.querySelector('.ant-card-head')).toBeNull();
    expect(screen.getByPlaceholderText('姓名')).toBeInTheDocument();
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = cardWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'card_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
