import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** form-making's justify values, which antd's Row takes as they are. */
export type GridJustify = 'start' | 'end' | 'center' | 'space-around' | 'space-between';
/** form-making's align values, which antd's Row takes as they are. */
export type GridAlign = 'top' | 'middle' | 'bottom';

interface DgGridProps {
  gutter?: number;
  justify?: GridJustify;
  align?: GridAlign;
  className?: string;
  children?: ReactNode;
}

/** The grid widget's row: a flex antd Row (form-making's el-row type="flex"). */
export function DgGrid({ gutter, justify, align, className, children }: DgGridProps) {
  return (
    <Row
      gutter={gutter}
      justify={justify}
      align={align}
      className={['dg-grid', className].filter(Boolean).join(' ')}
    >
      {children}
    </Row>
  );
}

/** One column of a grid: span out of 24. */
export function DgGridCol({ span, children }: { span: number; children?: ReactNode }) {
  return <Col span={span}>{children}</Col>;
}
