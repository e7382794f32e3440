import type { FormDesign } from '../../schemas';
import { panelField as field, type PanelField } from '../widgets/shared/panel';
import type { TableChoice } from './tableBinding';

const choices = (...values: string[]) => values.map((value) => ({ value, label: value }));

/**
 * The 数据表 field: a choice of the tables the server offers (SPEC.md §7 onlineFormFields), or a text
 * box while they are not known (not loaded, or the user may not read them).
 */
function tableField(tables: TableChoice[]): PanelField {
  return tables.length === 0
    ? field('input', '数据表', 'tableName', { placeholder: '绑定的表名（可选）' })
    : field('select', '数据表', 'tableName', {
        options: tables,
        showLabel: true,
        clearable: true,
        filterable: true,
        placeholder: '不绑定',
      });
}

/** The 表单属性 tab: the design's config (SPEC.md §3), itself a design JSON drawn by the runtime. */
export const FORM_PANEL: FormDesign = {
  list: [
    tableField([]),
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

/**
 * FORM_PANEL with the tables a form may bind to as the 数据表 choices.
 *
 * @example
 * formPanel([{ value: 'sys_user', label: '用户（sys_user）' }]).list[0].type // 'select'
 */
export function formPanel(tables: TableChoice[]): FormDesign {
  if (tables.length === 0) return FORM_PANEL;
  return { ...FORM_PANEL, list: [tableField(tables), ...FORM_PANEL.list.slice(1)] };
}
