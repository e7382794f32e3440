import { Card } from 'antd';
import type { ReactNode } from 'react';

export interface DgCardProps {
  title?: string;
  /** Default true. */
  bordered?: boolean;
  children?: ReactNode;
}

/**
 * The card widget: an antd Card around the widgets of its list.
 *
 * @example
 * <DgCard title="基本信息" bordered={false}>{fields}</DgCard>
 */
export function DgCard({ title, bordered = true, children }: DgCardProps) {
  return (
    <Card className="dg-card" title={title} variant={bordered ? 'outlined' : 'borderless'}>
      {children}
    </Card>
  );
}
