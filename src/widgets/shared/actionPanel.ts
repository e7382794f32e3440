import { switchField, textField } from './optionPanel';
import { panelField, type PanelField } from './panel';

/** The action kinds a page button can run by itself (the crud-only ones need a crud around them). */
export const PAGE_ACTION_KINDS = [
  { value: 'request', label: '调用接口' },
  { value: 'dialog', label: '打开表单对话框' },
  { value: 'navigate', label: '跳转页面' },
  { value: 'reload', label: '刷新数据' },
  { value: 'download', label: '下载文件' },
  { value: 'upload', label: '上传文件' },
];

/**
 * Property-panel fields of one Action at `prefix` (e.g. 'options.action'): what the button says, what it
 * runs, who sees it. The dialog's form design and the params are records, edited by the designer's own
 * editor (blank slots).
 *
 * @example
 * panel: { list: actionFields('options.action'), config }
 */
export function actionFields(prefix: string): PanelField[] {
  return [
    textField('按钮文字', `${prefix}.label`),
    panelField('select', '动作', `${prefix}.kind`, { options: PAGE_ACTION_KINDS }),
    textField('接口', `${prefix}.api`, '/sys/user/frozenBatch'),
    panelField('select', '请求方法', `${prefix}.method`, {
      clearable: true,
      options: ['get', 'post', 'put', 'delete'].map((m) => ({ value: m, label: m.toUpperCase() })),
    }),
    panelField('blank', '请求参数', `${prefix}.params`, { defaultType: 'Object' }),
    panelField('blank', '对话框表单', `${prefix}.form`, { defaultType: 'Object' }),
    textField('跳转路径', `${prefix}.to`, '/isps/userAnnouncement'),
    textField('下载文件名', `${prefix}.fileName`),
    textField('上传文件类型', `${prefix}.accept`, '.xlsx'),
    textField('确认提示', `${prefix}.confirm`),
    textField('权限编码', `${prefix}.permission`, 'user:add'),
    textField('显示条件', `${prefix}.visible`, '{{ $values.status === 1 }}'),
    panelField('select', '按钮样式', `${prefix}.buttonType`, {
      options: [
        { value: 'primary', label: '主按钮' },
        { value: 'default', label: '默认' },
        { value: 'dashed', label: '虚线' },
        { value: 'link', label: '链接' },
      ],
    }),
    switchField('危险操作', `${prefix}.danger`),
    switchField('成功后刷新', `${prefix}.reload`),
  ];
}
