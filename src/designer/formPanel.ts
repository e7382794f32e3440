import type { DesignForm, DesignWidget } from '../runtime';

const choices = (...values: string[]) => values.map((value) => ({ value, label: value }));

function field(
  type: string,
  name: string,
  model: string,
  options: Record<string, unknown> = {},
): DesignWidget {
  return { type, name, key: `form_${model}`, model, options };
}

/** The 表单属性 tab: the design's config (SPEC.md §3), itself a design JSON drawn by the runtime. */
export const FORM_PANEL: DesignForm = {
  list: [
    field('input', '数据表', 'tableName', { placeholder: '绑定的表名（可选）' }),
    field('radio', '界面风格', 'ui', {
      options: choices('Ant Design', 'Element'),
      showLabel: true,
      inline: true,
    }),
    field('radio', '组件尺寸', 'size', {
      options: [
        { value: 'medium', label: '大' },
        { value: 'small', label: '中' },
        { value: 'mini', label: '小' },
      ],
      showLabel: true,
      inline: true,
    }),
    field('radio', '标签对齐', 'labelPosition', {
      options: [
        { value: 'left', label: '左对齐' },
        { value: 'right', label: '右对齐' },
        { value: 'top', label: '顶部' },
      ],
      showLabel: true,
      inline: true,
    }),
    field('number', '标签宽度', 'labelWidth', { min: 0, max: 1000, step: 10 }),
    field('radio', '布局', 'layout', {
      options: [
        { value: 'horizontal', label: '水平' },
        { value: 'vertical', label: '垂直' },
      ],
      showLabel: true,
      inline: true,
    }),
    field('input', '自定义 Class', 'customClass'),
  ],
  config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
};
