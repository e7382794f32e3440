import { observer } from '@formily/react';
import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import type { ProcessHeaderOptions } from '../../../schemas/generated/page';
import { dictText, resolveValue, useApiQuery, useDictionary, usePageScope } from '../../runtime';

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

/** The instance's diagram answer, whose status is the live one (the diagram viewer reads the same). */
const DIAGRAM_API = '/process/processInstance/diagram';

/**
 * The head of an instance's detail: 流程, 当前节点, 发起人 and the status as a coloured tag, from the row
 * the drawer was opened with. With an instanceId the status is the diagram answer's — read once with the
 * diagram beside it and again after every change — so a handled task's drawer does not show a stale one.
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
  const instanceId = value(options.instanceId);
  const { data: live } = useApiQuery<{ status: string }>(
    DIAGRAM_API,
    { id: instanceId },
    { enabled: instanceId !== '', silent: true },
  );
  const status = (live?.success ? live.result.status : '') || value(options.status);
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'process', label: '流程', children: value(options.processName) },
    {
      key: 'node',
      label: '当前节点',
      children: status && status !== 'running' && status !== 'suspended' ? '' : value(options.nodeName),
    },
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
