/**
 * The sub-table's 列 in the property panel (the designer's list editors' pattern, src/designer/ListEditor.tsx):
 * per column its title, key, type, width, rules (必填, 唯一, a SPEC.md §5 preset), 合计 / 平均 for numbers and
 * the choices of a select; moved up or down, removed, added. A key that is empty, malformed or another
 * column's is shown in red and not applied. Each change goes through the panel, so it is undone like any edit.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { SubtableColumn } from '../../../schemas/generated/form-design';
import type { BlankSlotProps } from '../../runtime';

type Rule = NonNullable<SubtableColumn['rules']>[number];
type Pattern = NonNullable<Rule['pattern']>;

export const COLUMN_TYPES: { value: SubtableColumn['type']; label: string }[] = [
  { value: 'input', label: '文本' },
  { value: 'inputNumber', label: '数字' },
  { value: 'textarea', label: '多行文本' },
  { value: 'select', label: '下拉' },
  { value: 'multi-select', label: '多选' },
  { value: 'date', label: '日期' },
  { value: 'datetime', label: '日期时间' },
  { value: 'time', label: '时间' },
  { value: 'checkbox', label: '勾选' },
  { value: 'tags', label: '标签' },
];

const PATTERNS: { value: Pattern; label: string }[] = [
  { value: 'z', label: '整数' },
  { value: 'n', label: '数字' },
  { value: 'money', label: '金额' },
  { value: 'm', label: '手机号码' },
  { value: 'e', label: '邮箱' },
  { value: 'url', label: '网址' },
  { value: 'p', label: '邮政编码' },
  { value: 's', label: '字母' },
  { value: 'n6-16', label: '6到16位数字' },
  { value: '*6-16', label: '6到16位任意字符' },
  { value: 's6-18', label: '6到18位字母' },
];

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const columnsOf = (value: unknown): SubtableColumn[] =>
  Array.isArray(value) ? (value as SubtableColumn[]) : [];
const isRequired = (rule: Rule) => rule.required === true || rule.pattern === '*';
const presetOf = (rules: readonly Rule[]) =>
  rules.find((rule) => rule.pattern && rule.pattern !== '*')?.pattern;

/** A column's rules with one kind set or cleared; the other rules (and their messages) stay. */
function withRule(
  rules: readonly Rule[],
  kind: 'required' | 'unique' | 'pattern',
  on: boolean | Pattern | undefined,
) {
  const others = rules.filter((rule) =>
    kind === 'required' ? !isRequired(rule) : kind === 'unique' ? !rule.unique : !presetOf([rule]),
  );
  if (!on) return others;
  const rule: Rule = kind === 'pattern' ? { pattern: on as Pattern } : { [kind]: true };
  return kind === 'required' ? [rule, ...others] : [...others, rule];
}

/** 'a=甲，b=乙' → options; an item without '=' is its own label. */
function parseChoices(text: string): SubtableColumn['options'] {
  return text
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const at = item.indexOf('=');
      return at < 0
        ? { value: item, label: item }
        : { value: item.slice(0, at).trim(), label: item.slice(at + 1).trim() };
    });
}
const choicesText = (options: SubtableColumn['options']) =>
  (options ?? []).map((o) => (String(o.value) === o.label ? o.label : `${o.value}=${o.label}`)).join('，');

/**
 * @example
 * <SubtableColumnsEditor value={widget.options.columns} onChange={(columns) => set('options.columns', columns)} />
 */
export function SubtableColumnsEditor({ value, onChange }: BlankSlotProps) {
  const columns = columnsOf(value);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [choices, setChoices] = useState<Record<number, string>>({});
  // An option set to undefined is left out (the design is JSON; the schema refuses an undefined width).
  const set = (i: number, patch: Partial<SubtableColumn>) =>
    onChange(
      columns.map((column, j) =>
        i === j
          ? (Object.fromEntries(
              Object.entries({ ...column, ...patch }).filter(([, v]) => v !== undefined),
            ) as unknown as SubtableColumn)
          : column,
      ),
    );
  const reshaped = (next: SubtableColumn[]) => {
    setDrafts({});
    setChoices({});
    onChange(next);
  };
  const move = (i: number, to: number) => {
    const next = columns.slice();
    [next[i], next[to]] = [next[to]!, next[i]!];
    reshaped(next);
  };
  const setKey = (i: number, key: string) => {
    setDrafts((d) => ({ ...d, [i]: key }));
    if (KEY.test(key) && columns.every((column, j) => j === i || column.key !== key)) set(i, { key });
  };
  const freeKey = () => {
    let n = columns.length + 1;
    while (columns.some((column) => column.key === `field${n}`)) n += 1;
    return `field${n}`;
  };
  return (
    <Flex vertical gap={8} data-testid="subtable-columns-editor">
      {columns.map((column, i) => {
        const draft = drafts[i] ?? column.key;
        const rules = column.rules ?? [];
        const n = i + 1;
        return (
          <Flex
            key={i}
            vertical
            gap={4}
            style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 6 }}
            data-testid={`subtable-column-${n}`}
          >
            <Flex gap={4}>
              <Input
                size="small"
                aria-label={`列标题${n}`}
                placeholder="标题"
                value={column.title}
                onChange={(e) => set(i, { title: e.target.value })}
              />
              <Input
                size="small"
                aria-label={`列字段${n}`}
                placeholder="字段"
                status={draft === column.key ? undefined : 'error'}
                aria-invalid={draft !== column.key}
                title={
                  draft === column.key
                    ? undefined
                    : '字段须以字母或 _ 开头，只含字母、数字、_，且不能与其他列相同'
                }
                value={draft}
                onChange={(e) => setKey(i, e.target.value)}
              />
            </Flex>
            <Flex gap={4}>
              <Select
                size="small"
                aria-label={`列类型${n}`}
                style={{ flex: 1 }}
                value={column.type}
                options={COLUMN_TYPES}
                onChange={(type) => set(i, { type })}
              />
              <InputNumber
                size="small"
                aria-label={`列宽${n}`}
                placeholder="宽 160"
                min={40}
                max={1000}
                style={{ width: 84 }}
                value={column.width}
                onChange={(width) => set(i, { width: width ?? undefined })}
              />
            </Flex>
            {(column.type === 'select' || column.type === 'multi-select') && (
              <Input
                size="small"
                aria-label={`列选项${n}`}
                placeholder="选项：值=标签，用逗号隔开"
                value={choices[i] ?? choicesText(column.options)}
                onChange={(e) => {
                  setChoices((c) => ({ ...c, [i]: e.target.value }));
                  set(i, { options: parseChoices(e.target.value) });
                }}
              />
            )}
            <Flex gap={4} align="center" wrap>
              <Checkbox
                checked={rules.some(isRequired)}
                onChange={(e) => set(i, { rules: withRule(rules, 'required', e.target.checked) })}
              >
                必填
              </Checkbox>
              <Checkbox
                checked={rules.some((rule) => rule.unique)}
                onChange={(e) => set(i, { rules: withRule(rules, 'unique', e.target.checked) })}
              >
                唯一
              </Checkbox>
              <Select
                size="small"
                aria-label={`列校验${n}`}
                placeholder="校验"
                allowClear
                style={{ width: 112 }}
                value={presetOf(rules)}
                options={PATTERNS}
                onChange={(pattern?: Pattern) => set(i, { rules: withRule(rules, 'pattern', pattern) })}
              />
            </Flex>
            <Flex gap={4} align="center" justify="space-between">
              {column.type === 'inputNumber' ? (
                <Checkbox.Group
                  value={column.statistics ?? []}
                  options={[
                    { value: 'sum', label: '合计' },
                    { value: 'average', label: '平均' },
                  ]}
                  onChange={(statistics) =>
                    set(i, {
                      statistics: statistics.length
                        ? (statistics as SubtableColumn['statistics'])
                        : undefined,
                    })
                  }
                />
              ) : (
                <span />
              )}
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移第${n}列`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移第${n}列`}
                  disabled={i === columns.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${n}列`}
                  disabled={columns.length <= 1}
                  onClick={() => reshaped(columns.filter((_, j) => j !== i))}
                />
              </Flex>
            </Flex>
          </Flex>
        );
      })}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => {
          const key = freeKey();
          reshaped([...columns, { key, title: `列${columns.length + 1}`, type: 'input' }]);
        }}
      >
        添加列
      </Button>
    </Flex>
  );
}
