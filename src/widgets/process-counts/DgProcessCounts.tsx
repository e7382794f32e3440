import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Statistic } from 'antd';
import { useEffect } from 'react';
import type { ProcessCountsOptions } from '../../../schemas/generated/page';
import { useApiQuery } from '../../runtime';

export const COUNTS_API = '/process/task/todoCounts';
/** The to-do list whose every fresh read is followed by the counts. */
export const TODO_API = '/process/task/todoList';

/**
 * The counts above 我的待办: tasks assigned to the caller (待办) and tasks the caller may claim (可认领).
 * Read through the query cache, so every change under /process reads them again — and after each read of
 * the to-do list beside them, which a row action (认领) refreshes without touching this path.
 *
 * @example
 * <DgProcessCounts options={{}} />
 */
export function DgProcessCounts({ options }: { options: ProcessCountsOptions }) {
  const { data: body, isLoading, refetch } = useApiQuery<{ assigned: number; claimable: number }>(COUNTS_API);
  const client = useQueryClient();
  useEffect(() => {
    // The page's first list answer came beside the first counts: only later ones ask again.
    let answers = 0;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== TODO_API) return;
      answers += 1;
      if (answers > 1) void refetch({ cancelRefetch: false });
    });
  }, [client, refetch]);
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
