import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { SubtableViewProps } from './SubtableView';

/** The live table is a chunk of its own: only forms with a sub-table load it. */
const SubtableView = lazy(() => import('./SubtableView'));

function SubtableControl(props: SubtableViewProps) {
  return (
    <Suspense fallback={<Spin />}>
      <SubtableView {...props} />
    </Suspense>
  );
}

/**
 * The sub-table field: the rows in the live table; disabled and read-pretty draw it without 新增 / 删除.
 *
 * @example
 * <SchemaField schema={{ type: 'object', properties: { items: { type: 'array', 'x-component': 'DgSubtable', 'x-component-props': { columns } } } }} />
 */
export const DgSubtable = connect(
  SubtableControl,
  mapProps({ disabled: true }),
  mapReadPretty((props: SubtableViewProps) => <SubtableControl {...props} readOnly />),
);
