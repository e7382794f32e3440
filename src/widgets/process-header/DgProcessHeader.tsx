import { observer } from '@formily/react';
import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import type { ProcessHeaderOptions } from '../../../schemas/generated/page';
import { dictText, resolveValue, useDictionary, usePageScope } from '../../runtime';

/** The dictionary of an instance's status (running → 运行中 …), seeded with the process engine. */
export const STATUS_DICT = 'process_status';

/** The colour of each instance status's tag, as the lists colour it. */
export const STATUS_COLORS: Readonly<Record<string, string>> = {
  running: 'processing',
  suspended: 'warning',
  completed: 'success',
  closed: 'default',
  invalid: 'error',
};

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The head of an instance's detail: 流程, 当前节点, 发起人 and the status as a coloured tag, from the row
 * the drawer was opened with — nothing is asked of the server but the status dictionary.
 *
 * @example
 * <DgProcessHeader options={{ processName: '{{ $row.processName }}', status: '{{ $row.instanceStatus }}' }} />
 */
export const DgProcessHeader = observer(function DgProcessHeader({
  options,
}: {
  options: ProcessHeaderOptions;
}) {
  const scope = usePageScope();
  const statuses = useDictionary(STATUS_DICT);
  const value = (expression: string | undefined) =>
    expression === undefined ? '' : textOf(resolveValue(expression, scope));
  const status = value(options.status);
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'process', label: '流程', children: value(options.processName) },
    { key: 'node', label: '当前节点', children: value(options.nodeName) },
    { key: 'initiator', label: '发起人', children: value(options.initiator) },
  ].filter((item) => item.children !== '');
  if (status)
    items.push({
      key: 'status',
      label: '状态',
      children: <Tag color={STATUS_COLORS[status] ?? 'default'}>{dictText(statuses, status)}</Tag>,
    });
  return (
    <Descriptions
      className="dg-process-header"
      data-testid="process-header"
      size="small"
      column={items.length}
      items={items}
      style={{ marginBottom: 16 }}
    />
  );
});
