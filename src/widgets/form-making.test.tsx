import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { validate, type FormDesign } from '../../schemas';
import everyWidget from '../../schemas/fixtures/every-widget.design.json';
import forkDesign from '../../schemas/fixtures/fork-design.json';
import formMakingExport from '../../schemas/fixtures/form-making-export.json';
import formMakingOptions from '../../schemas/fixtures/form-making-options.json';
import { GenerateForm, RuntimeProvider, type GenerateFormHandle } from '../runtime';
import { widgetRegistry } from '.';

function labels(list: FormDesign['list']): string[] {
  return list.flatMap((w) =>
    w.type === 'grid'
      ? (w.columns ?? []).flatMap((c) => labels(c.list))
      : w.type === 'text'
        ? []
        : [w.name ?? ''],
  );
}

function draw(design: FormDesign) {
  const ref = createRef<GenerateFormHandle>();
  const view = render(
    <AntApp>
      <RuntimeProvider registry={widgetRegistry}>
        <GenerateForm ref={ref} data={design} remote={{}} />
      </RuntimeProvider>
    </AntApp>,
  );
  return { ref, view };
}

describe('designs from the designer and from the original form-making (issue 3 acceptance)', () => {
  it('a form-making export (time-based keys and models, icon and remoteFunc fields) validates and renders', async () => {
    expect(validate('FormDesign', formMakingExport).ok).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ref, view } = draw(formMakingExport as FormDesign);
    for (const label of labels((formMakingExport as FormDesign).list)) {
      expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    }
    expect(view.container.textContent).not.toContain('不支持的控件');
    // Element is the flavour of an export without `ui` (the original knew only Element).
    expect(view.container.querySelector('.dg-flavour-element')).not.toBeNull();
    // Its models are the form's keys, exactly as exported.
    let model: Record<string, unknown> = {};
    await act(async () => {
      model = await ref.current!.getData().catch(() => ref.current!.form.values);
    });
    expect(Object.keys(model)).toEqual(
      expect.arrayContaining(['input_1556246085000_70588', 'input_1556246221000_8864']),
    );
    warn.mockRestore();
  });

  it('the every-widget design renders all 18 types', async () => {
    const { view } = draw(everyWidget as FormDesign);
    const types = new Set<string>();
    const walk = (list: FormDesign['list']) =>
      list.forEach((w) => {
        types.add(w.type);
        if (w.type === 'grid') w.columns.forEach((c) => walk(c.list));
      });
    walk((everyWidget as FormDesign).list);
    expect(types.size).toBe(18);
    for (const label of labels((everyWidget as FormDesign).list)) {
      expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    }
    expect(view.container.textContent).not.toContain('不支持的控件');
  });

  it("a fork's design draws its known widgets and a marked block for each unknown one (issue 16)", async () => {
    const { ref, view } = draw(forkDesign as unknown as FormDesign);
    expect(await screen.findByText('设备编号')).toBeInTheDocument();
    expect(screen.getByText('不支持的控件：scanCode')).toBeInTheDocument();
    expect(screen.getByText('不支持的控件：childTable')).toBeInTheDocument();
    expect(screen.getByText('「巡检明细」未绘制，它的设置原样保留在设计里')).toBeInTheDocument();
    expect(view.container.querySelectorAll('.dg-unknown-widget')).toHaveLength(2);
    // No config: the defaults (Element, labels 100 px on the right).
    expect(view.container.querySelector('.dg-flavour-element')).not.toBeNull();
    let model: Record<string, unknown> = {};
    await act(async () => {
      model = await ref.current!.getData().catch(() => ref.current!.form.values);
    });
    expect(model).not.toHaveProperty('scan');
    expect(model).not.toHaveProperty('items');
  });

  it("honours the original's per-widget labelWidth/isLabelWidth and dataBind; remoteOption is accepted", async () => {
    expect(validate('FormDesign', formMakingOptions)).toEqual({ ok: true, errors: [] });
    const { ref, view } = draw(formMakingOptions as FormDesign);
    const label = (await screen.findByText('申请人')).closest('.ant-formily-item-label');
    expect(label).toHaveStyle({ width: '150px' });
    const other = screen.getByText('城市').closest('.ant-formily-item-label');
    expect(other).toHaveStyle({ width: '100px' });
    expect(screen.getByDisplayValue('草稿')).toBeInTheDocument();
    let model: Record<string, unknown> = {};
    await act(async () => {
      model = await ref.current!.getData();
    });
    expect(model).toMatchObject({ applicant: '张三' });
    expect(model).not.toHaveProperty('scratch');
    expect(view.container.textContent).not.toContain('不支持的控件');
  });
});
