import { Avatar, Space, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { Column } from '../../../schemas/generated/page';
import { dictText, sanitizeHtml, useDataHost, useDictionary } from '../../runtime';
import { MenuIcon } from '../../shared/MenuIcon';
import type { Row } from './useCrudList';

/** SPEC.md §9: the ellipsis filter keeps 25 characters. */
const ELLIPSIS = 25;

function DictCell({ column, value }: { column: Column; value: unknown }) {
  const text = dictText(useDictionary(column.dictCode!), value);
  const color = tagColor(column, value);
  return (column.format === 'tag' || color) && text ? <Tag color={color}>{text}</Tag> : <>{text}</>;
}

/** The colour the page gives this value (正常 green, 冻结 red), if any. */
function tagColor(column: Column, value: unknown): string | undefined {
  const colors = column.tagColors;
  return colors && value !== undefined && value !== null ? colors[String(value)] : undefined;
}

/** An avatar: the uploaded image, or the first character of the avatarText field, so a row always shows one. */
function AvatarCell({ src, row, column }: { src: string; row: Row; column: Column }) {
  const fallback = column.avatarText ? read(row, column.avatarText) : undefined;
  const initial = typeof fallback === 'string' ? fallback.trim().slice(0, 1) : '';
  const { apiBase } = useDataHost();
  if (!src && !initial) return '';
  const url = !src || /^(https?:|data:|\/)/.test(src) ? src : `${apiBase}/sys/common/static/${src}`;
  return (
    <Avatar src={url || undefined} size="small" alt={initial}>
      {initial}
    </Avatar>
  );
}

function read(row: Row, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
}

/**
 * How one cell shows its value (SPEC.md §9 filters): dictionary text for coded values, dates, tags,
 * avatars, 25-character ellipsis with the whole text on hover, thousands separators, sanitized HTML,
 * menu icons.
 *
 * @example
 * renderCell({ title: '性别', dataIndex: 'sex', dictCode: 'sex' }, 1) // <DictCell> → '男'
 */
export function renderCell(column: Column, value: unknown, row: Row = {}) {
  if (column.dictCode) return <DictCell column={column} value={value} />;
  if (column.format === 'avatar')
    return <AvatarCell src={typeof value === 'string' ? value : ''} row={row} column={column} />;
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  switch (column.format) {
    case 'date':
      return dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD') : text;
    case 'datetime':
      return dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD HH:mm:ss') : text;
    case 'tag':
      return <Tag color={tagColor(column, value)}>{text}</Tag>;
    case 'ellipsis':
      return text.length > ELLIPSIS ? <Tooltip title={text}>{text.slice(0, ELLIPSIS)}…</Tooltip> : text;
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value).toLocaleString('zh-CN') : text;
    case 'html':
      return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />;
    case 'icon':
      // The icon as the side menu draws it (its default for a name it does not know), and the name.
      return (
        <Space size={6}>
          <MenuIcon name={text} />
          {text}
        </Space>
      );
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
    render: (_: unknown, row: Row) => renderCell(column, read(row, column.dataIndex), row),
  }));
}
