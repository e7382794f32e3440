import { Card, Flex, Statistic } from 'antd';
import type { ProcessCountsOptions } from '../../../schemas/generated/page';
import { useApiQuery } from '../../runtime';

export const COUNTS_API = '/process/task/todoCounts';

/**
 * The counts above 我的待办: tasks assigned to the caller (待办) and tasks the caller may claim (可认领).
 * Read through the query cache, so every change under /process reads them again.
 *
 * @example
 * <DgProcessCounts options={{}} />
 */
export function DgProcessCounts({ options }: { options: ProcessCountsOptions }) {
  const { data: body, isLoading } = useApiQuery<{ assigned: number; claimable: number }>(COUNTS_API);
  const counts = body?.success ? body.result : null;
  return (
    <Card
      size="small"
      title={options.title}
      className="dg-process-counts"
      data-testid="process-counts"
      style={{ marginBottom: 16 }}
    >
      <Flex gap={48}>
        <Statistic title="待办" value={counts?.assigned ?? '-'} loading={isLoading} />
        <Statistic title="可认领" value={counts?.claimable ?? '-'} loading={isLoading} />
      </Flex>
    </Card>
  );
}
