import { observer, useForm } from '@formily/react';
import { Empty, Radio, Spin, Typography } from 'antd';
import type { BlankSlotProps } from '../../runtime';
import { useApiQuery } from '../../runtime';
import type { FieldRule } from './mapping';

/** A field of a form design: its model and its label. */
export interface DesignField {
  model: string;
  name: string;
}

/**
 * The fields of a form design JSON, in order, nested layouts (grid columns, tabs, cards) included.
 *
 * @example
 * designFields({ list: [{ type: 'input', name: '天数', model: 'days' }] }) // [{ model: 'days', name: '天数' }]
 */
export function designFields(design: unknown): DesignField[] {
  const fields: DesignField[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const widget = node as Record<string, unknown>;
    const options = widget.options as { dataBind?: boolean } | undefined;
    if (typeof widget.model === 'string' && typeof widget.type === 'string' && options?.dataBind !== false)
      fields.push({
        model: widget.model,
        name: typeof widget.name === 'string' ? widget.name : widget.model,
      });
    for (const inner of ['list', 'columns', 'tabs', 'panes']) if (inner in widget) visit(widget[inner]);
  };
  visit((design as { list?: unknown } | null)?.list);
  return fields.filter((field, i) => fields.findIndex((f) => f.model === field.model) === i);
}

function parseDesign(jsonStr: unknown): unknown {
  try {
    return typeof jsonStr === 'string' ? JSON.parse(jsonStr) : null;
  } catch {
    return null;
  }
}

const RULES: ReadonlyArray<{ value: FieldRule; label: string }> = [
  { value: 'editable', label: '可编辑' },
  { value: 'readonly', label: '只读' },
  { value: 'hidden', label: '隐藏' },
];

/**
 * The 字段权限 slot of the user task panel: each field of the node form (read from its saved design)
 * editable, read-only or hidden at this node. Editable is the default and is not written.
 *
 * @example
 * <GenerateForm data={userTaskPanel} slots={{ fieldRules: (props) => <FieldRules {...props} /> }} />
 */
export const FieldRules = observer(function FieldRules({ value, onChange }: BlankSlotProps) {
  const form = useForm();
  const formId = typeof form.values.formId === 'string' ? form.values.formId : '';
  const { data: body, isFetching } = useApiQuery<{ jsonStr?: string }>(
    '/cgform/cgformDesign/queryById',
    { id: formId },
    { enabled: !!formId, staleTime: 30_000 },
  );
  const rules = (value && typeof value === 'object' ? value : {}) as Record<string, FieldRule>;
  const fields = body?.success ? designFields(parseDesign(body.result.jsonStr)) : [];
  if (!formId) return null;
  if (isFetching && fields.length === 0) return <Spin size="small" />;
  if (fields.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这个表单没有字段" />;
  return (
    <div className="dg-bpmn-field-rules">
      {fields.map((field) => (
        <div key={field.model} className="dg-bpmn-field-rule" data-field={field.model}>
          <Typography.Text ellipsis title={field.model} style={{ flex: 1, minWidth: 0 }}>
            {field.name}
          </Typography.Text>
          <Radio.Group
            size="small"
            optionType="button"
            options={RULES.map((rule) => ({ ...rule }))}
            value={rules[field.model] ?? 'editable'}
            onChange={(event) => onChange({ ...rules, [field.model]: event.target.value as FieldRule })}
          />
        </div>
      ))}
    </div>
  );
});
