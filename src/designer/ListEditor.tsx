import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import type { BlankSlotProps, BlankSlots } from '../runtime';
import { DefaultValueEditor, OptionDefaultMark } from './DefaultValueEditor';
import { SubtableColumnsEditor } from '../widgets/subtable/ColumnsEditor';

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** Choice lists (options.options): the 默认 mark, a value and a label per row. */
function OptionsEditor({ value, onChange }: BlankSlotProps) {
  const rows = rowsOf(value);
  const set = (i: number, patch: Row) =>
    onChange(rows.map((row, j) => (i === j ? { ...row, ...patch } : row)));
  return (
    <Flex vertical gap={4} data-testid="options-editor">
      {rows.map((row, i) => (
        <Flex key={i} gap={4} align="center">
          <OptionDefaultMark value={row.value} />
          <Input
            size="small"
            aria-label={`选项值${i + 1}`}
            value={String(row.value ?? '')}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <Input
            size="small"
            aria-label={`选项标签${i + 1}`}
            placeholder="标签"
            value={String(row.label ?? '')}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label="删除选项"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, { value: `选项${rows.length + 1}` }])}
      >
        添加选项
      </Button>
    </Flex>
  );
}

/** Grid columns: a span (1–24) per column; a column's widgets stay where they are. */
function ColumnsEditor({ value, onChange }: BlankSlotProps) {
  const rows = rowsOf(value);
  return (
    <Flex vertical gap={4} data-testid="columns-editor">
      {rows.map((row, i) => (
        <Flex key={i} gap={4} align="center">
          <InputNumber
            size="small"
            min={1}
            max={24}
            aria-label={`第${i + 1}列宽度`}
            value={Number(row.span ?? 12)}
            onChange={(span) => onChange(rows.map((r, j) => (i === j ? { ...r, span: span ?? 12 } : r)))}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label="删除列"
            disabled={rows.length <= 1}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, { span: 12, list: [] }])}
      >
        添加列
      </Button>
    </Flex>
  );
}

const PANE_KEY = /^[\w$-]{1,64}$/;

/**
 * A tabs widget's panes: a label and a key per pane; the widgets in a pane stay where they are (they
 * are arranged on the canvas). A key that is empty, malformed or another pane's is shown in red and not
 * applied.
 */
function PanesEditor({ value, onChange }: BlankSlotProps) {
  const rows = rowsOf(value);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const set = (i: number, patch: Row) =>
    onChange(rows.map((row, j) => (i === j ? { ...row, ...patch } : row)));
  const setKey = (i: number, key: string) => {
    const usable = PANE_KEY.test(key) && rows.every((row, j) => j === i || row.key !== key);
    setDrafts((d) => ({ ...d, [i]: key }));
    if (usable) set(i, { key });
  };
  const freeKey = () => {
    let n = rows.length + 1;
    while (rows.some((row) => row.key === `tab_${n}`)) n += 1;
    return `tab_${n}`;
  };
  return (
    <Flex vertical gap={4} data-testid="panes-editor">
      {rows.map((row, i) => {
        const draft = drafts[i] ?? String(row.key ?? '');
        return (
          <Flex key={i} gap={4}>
            <Input
              size="small"
              aria-label={`标签页名称${i + 1}`}
              value={String(row.label ?? '')}
              onChange={(e) => set(i, { label: e.target.value })}
            />
            <Input
              size="small"
              aria-label={`标签页标识${i + 1}`}
              status={draft === row.key ? undefined : 'error'}
              title={draft === row.key ? undefined : '标识须为字母、数字、_、$ 或 -，且不能与其他标签页相同'}
              value={draft}
              onChange={(e) => setKey(i, e.target.value)}
            />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label="删除标签页"
              disabled={rows.length <= 1}
              onClick={() => {
                setDrafts({});
                onChange(rows.filter((_, j) => j !== i));
              }}
            />
          </Flex>
        );
      })}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, { label: `标签页${rows.length + 1}`, key: freeKey(), list: [] }])}
      >
        添加标签页
      </Button>
    </Flex>
  );
}

/** Anything else a page widget keeps as a list or record: its JSON, applied when it parses. */
function JsonEditor({ value, onChange }: BlankSlotProps) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState('');
  return (
    <>
      <Input.TextArea
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          try {
            onChange(JSON.parse(text));
            setError('');
          } catch (caught) {
            setError((caught as Error).message);
          }
        }}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}

/** A table's columns (options.columns of crud and tree-table): a title and a field per column. */
function TableColumnsEditor({ value, onChange }: BlankSlotProps) {
  const rows = rowsOf(value);
  const set = (i: number, patch: Row) =>
    onChange(rows.map((row, j) => (i === j ? { ...row, ...patch } : row)));
  return (
    <Flex vertical gap={4} data-testid="table-columns-editor">
      {rows.map((row, i) => (
        <Flex key={i} gap={4}>
          <Input
            size="small"
            aria-label={`列标题${i + 1}`}
            value={String(row.title ?? '')}
            onChange={(e) => set(i, { title: e.target.value })}
          />
          <Input
            size="small"
            aria-label={`列字段${i + 1}`}
            placeholder="字段"
            value={String(row.dataIndex ?? '')}
            onChange={(e) => set(i, { dataIndex: e.target.value })}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label="删除列"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([...rows, { title: `列${rows.length + 1}`, dataIndex: `field${rows.length + 1}` }])
        }
      >
        添加列
      </Button>
    </Flex>
  );
}

/**
 * The property panel's blank fields of one widget type, by model: the editors a list of records needs.
 * Only a grid's `columns` are spans and only a tabs widget's `tabs` are panes; another widget's list of
 * the same name gets the JSON editor.
 */
export function panelSlots(type: string, models: string[]): BlankSlots {
  const slots: Record<string, BlankSlots[string]> = {};
  for (const model of models) {
    const Editor =
      model === 'options.options'
        ? OptionsEditor
        : model === 'options.defaultValue'
          ? DefaultValueEditor
          : model === 'columns' && type === 'grid'
            ? ColumnsEditor
            : model === 'tabs' && type === 'tabs'
              ? PanesEditor
              : model === 'options.columns' && (type === 'crud' || type === 'tree-table')
                ? TableColumnsEditor
                : model === 'options.columns' && type === 'subtable'
                  ? SubtableColumnsEditor
                  : JsonEditor;
    slots[model] = (props) => <Editor {...props} />;
  }
  return slots;
}
