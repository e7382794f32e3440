/**
 * Chinese for the modeler's own texts (palette, context pad, replace menu, search): bpmn-js asks its
 * `translate` service for every text it shows, with {placeholders} filled in after.
 */
export const ZH_CN: Readonly<Record<string, string>> = {
  'Activate hand tool': '抓手工具：拖动画布',
  'Activate lasso tool': '套索工具：框选元素',
  'Activate create/remove space tool': '空间工具：插入或移除空白',
  'Activate global connect tool': '连线工具',
  'Create start event': '开始事件',
  'Create end event': '结束事件',
  'Create gateway': '排他网关',
  'Create user task': '用户任务',
  'Create parallel gateway': '并行网关',
  'Append end event': '添加结束事件',
  'Append gateway': '添加排他网关',
  'Append user task': '添加用户任务',
  'Append parallel gateway': '添加并行网关',
  'Change element': '更改类型',
  'Change type': '更改类型',
  Delete: '删除',
  'Connect to other element': '连线到其他元素',
  'Connect using sequence/message flow or association': '连线',
  'Start event': '开始事件',
  'End event': '结束事件',
  'User task': '用户任务',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Search in diagram': '在图中搜索',
  Search: '搜索',
  'No matching entries found.': '没有匹配的元素',
  'Edit label': '编辑名称',
};

/**
 * bpmn-js's translate: the Chinese text when there is one, then the {placeholders}.
 *
 * @example
 * translate('Append {type}', { type: '用户任务' }) // 'Append 用户任务'
 */
export function translate(template: string, replacements: Record<string, string> = {}): string {
  const text = Object.hasOwn(ZH_CN, template) ? ZH_CN[template]! : template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) =>
    Object.hasOwn(replacements, key) ? replacements[key]! : whole,
  );
}

/** The bpmn-js module replacing its translate service. */
export const dougongTranslate = { translate: ['value', translate] };
