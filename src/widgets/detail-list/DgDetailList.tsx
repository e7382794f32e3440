import { observer } from '@formily/react';
import { Col, Row, Spin, theme, type ColProps } from 'antd';
import type { DetailItem, DetailListOptions } from '../../../schemas/generated/page';
import { usePageScope } from '../../runtime';
import { renderCell } from '../crud/cells';
import { useDetailRecord, type DetailRecord } from './useDetailRecord';

/** SPEC.md §2 / §9: 1–4 columns, default 3. */
export type DetailColumns = 1 | 2 | 3 | 4;

/** SPEC.md §9: each column count's responsive spans (1 col xs24; 2 cols sm12; 3 cols md8; 4 cols md6). */
export const DETAIL_SPANS: Readonly<Record<DetailColumns, ColProps>> = {
  1: { xs: 24 },
  2: { xs: 24, sm: 12 },
  3: { xs: 24, sm: 12, md: 8 },
  4: { xs: 24, sm: 12, md: 6 },
};

/**
 * The column count of options.column: 3 when absent or unusable, more than 4 capped at 4 (SPEC.md §2).
 *
 * @example
 * detailColumns(6) // 4
 */
export function detailColumns(column: unknown): DetailColumns {
  if (typeof column !== 'number' || !Number.isFinite(column) || column < 1) return 3;
  return Math.min(4, Math.floor(column)) as DetailColumns;
}

function valueAt(record: DetailRecord | null, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as DetailRecord)[k] : undefined), record);
}

export interface DgDetailListProps {
  options: DetailListOptions;
  items: ReadonlyArray<DetailItem>;
}

/**
 * The detail-list widget: one record as label–value pairs in 1–4 responsive columns (JeecgBoot's
 * DetailList), each value shown as a table cell would show it — dictionary text, dates, tags, numbers.
 *
 * @example
 * <DgDetailList options={{ api: '/sys/user/queryById', params: { id: '{{ $values.user }}' }, column: 2 }} items={[{ label: '性别', field: 'sex', dictCode: 'sex' }]} />
 */
export const DgDetailList = observer(function DgDetailList({ options, items }: DgDetailListProps) {
  const { token } = theme.useToken();
  const { record, loading } = useDetailRecord(options, usePageScope());
  const span = DETAIL_SPANS[detailColumns(options.column)];
  return (
    <div className="dg-detail-list" style={{ marginBottom: token.marginLG }}>
      {options.title && (
        <div
          className="dg-detail-list-title"
          style={{
            color: token.colorTextHeading,
            fontSize: token.fontSizeLG,
            fontWeight: 500,
            marginBottom: 16,
          }}
        >
          {options.title}
        </div>
      )}
      <Spin spinning={loading}>
        <Row gutter={token.marginXL}>
          {items.map((item) => (
            <Col
              key={item.field}
              {...span}
              className="dg-detail-item"
              style={{ display: 'flex', paddingBottom: 16 }}
            >
              <span
                className="dg-detail-term"
                style={{ color: token.colorTextHeading, whiteSpace: 'nowrap' }}
              >
                {item.label}：
              </span>
              <span
                className="dg-detail-content"
                // pre-wrap: a multi-line value (pretty-printed parameters) keeps its lines and indentation.
                style={{
                  color: token.colorTextSecondary,
                  flex: 1,
                  minWidth: 0,
                  wordBreak: 'break-all',
                  whiteSpace: 'pre-wrap',
                }}
              >
                {renderCell(
                  {
                    title: item.label,
                    dataIndex: item.field,
                    dictCode: item.dictCode,
                    format: item.format,
                    tagColors: item.tagColors,
                  },
                  valueAt(record, item.field),
                )}
              </span>
            </Col>
          ))}
        </Row>
      </Spin>
    </div>
  );
});
