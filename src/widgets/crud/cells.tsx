import { Avatar, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { Column } from '../../../schemas/generated/page';
import { dictText, sanitizeHtml, useDictionary } from '../../runtime';
import type { Row } from './useCrudList';

/** SPEC.md §9: the ellipsis filter keeps 25 characters. */
const ELLIPSIS = 25;

function DictCell({ code, value, asTag }: { code: string; value: unknown; asTag: boolean }) {
  const text = dictText(useDictionary(code), value);
  return asTag && text ? <Tag>{text}</Tag> : <>{text}</>;
}

function read(row: Row, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
}

/**
 * How one cell shows its value (SPEC.md §9 filters): dictionary text for coded values, dates, tags,
 * avatars, 25-character ellipsis with the whole text on hover, thousands separators, sanitized HTML.
 *
 * @example
 * renderCell({ title: '性别', dataIndex: 'sex', dictCode: 'sex' }, 1) // <DictCell> → '男'
 */
export function renderCell(column: Column, value: unknown) {
  if (column.dictCode)
    return <DictCell code={column.dictCode} value={value} asTag={column.format === 'tag'} />;
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  switch (column.format) {
    case 'date':
      return dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD') : text;
    case 'datetime':
      return dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD HH:mm:ss') : text;
    case 'tag':
      return <Tag>{text}</Tag>;
    case 'avatar':
      return <Avatar src={text} size="small" />;
    case 'ellipsis':
      return text.length > ELLIPSIS ? <Tooltip title={text}>{text.slice(0, ELLIPSIS)}…</Tooltip> : text;
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value).toLocaleString('zh-CN') : text;
    case 'html':
      return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />;
    default:
      return text;
  }
}

/**
 * The antd columns of a crud widget's JSON columns, with the current sort shown on the header.
 *
 * @example
 * tableColumns(options.columns, { column: 'username', order: 'asc' })
 */
export function tableColumns(
  columns: ReadonlyArray<Column>,
  sort: { column?: string; order?: 'asc' | 'desc' },
): ColumnType<Row>[] {
  return columns.map((column) => ({
    key: column.dataIndex,
    title: column.title,
    dataIndex: column.dataIndex.split('.'),
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    sorter: column.sorter === true,
    sortOrder:
      column.sorter && sort.column === column.dataIndex
        ? sort.order === 'asc'
          ? 'ascend'
          : 'descend'
        : null,
    render: (_: unknown, row: Row) => renderCell(column, read(row, column.dataIndex)),
  }));
}
