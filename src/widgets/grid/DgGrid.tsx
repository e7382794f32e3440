import { useFormLayout } from '@formily/antd-v5';
import { Col, Row } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

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

/** The narrowest a control is drawn beside its label in a grid column (a placeholder of seven characters). */
export const CONTROL_MIN_WIDTH = 110;

/**
 * One column of a grid: span out of 24. A column of labelled fields is never narrower than its label plus
 * a usable control: where the form is drawn narrow (a dialog, a side column, the designer's canvas) the
 * columns wrap instead of squeezing their controls under the labels. In a row whose spans fill it
 * (`fill`), a column that wrapped onto a line of its own grows to the whole line; a row that leaves room
 * on purpose keeps its widths.
 */
export function DgGridCol({
  span,
  fill = false,
  labelled = false,
  children,
}: {
  span: number;
  fill?: boolean;
  labelled?: boolean;
  children?: ReactNode;
}) {
  const layout = useFormLayout();
  const labelWidth =
    layout.layout === 'horizontal' && typeof layout.labelWidth === 'number' ? layout.labelWidth : 0;
  return (
    <Col span={span} style={labelled ? columnStyle(labelWidth + CONTROL_MIN_WIDTH, fill) : undefined}>
      {children}
    </Col>
  );
}

/**
 * A grid column's style on a narrow form: at least `minWidth` (or the whole line), and growing into a line
 * of its own when `fill`. Shared with the designer's canvas.
 *
 * @example
 * columnStyle(260, true) // { minWidth: 'min(260px, 100%)', flexGrow: 1, maxWidth: 'none' }
 */
export function columnStyle(minWidth: number, fill: boolean): CSSProperties {
  return {
    minWidth: `min(${minWidth}px, 100%)`,
    ...(fill ? { flexGrow: 1, maxWidth: 'none' } : {}),
  };
}
