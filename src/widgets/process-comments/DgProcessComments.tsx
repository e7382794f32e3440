import { observer } from '@formily/react';
import { Card, Empty, Skeleton, Tabs, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ProcessCommentsOptions } from '../../../schemas/generated/page';
import { resolveValue, useApiQuery, usePageScope } from '../../runtime';

/** One comment of an instance (tPCommonComment/queryCommentsItemsList). */
interface Comment {
  id: string;
  nodeName: string | null;
  username: string;
  realname?: string | null;
  message: string;
  createTime: string;
}

/** One step of an instance's history (processInstance/getHisNodes). */
interface Step {
  id: string;
  nodeName: string | null;
  action: string;
  username: string | null;
  comment: string | null;
  createTime: string;
}

export const COMMENTS_API = '/process/tPCommonComment/queryCommentsItemsList';
export const HISTORY_API = '/process/processInstance/getHisNodes';

/** What each history action reads as, and its dot's colour. */
export const STEP_TEXT: Readonly<Record<string, readonly [text: string, color: string]>> = {
  enter: ['到达', 'blue'],
  leave: ['离开', 'gray'],
  approve: ['同意', 'green'],
  reject: ['驳回', 'red'],
  claim: ['认领', 'blue'],
  reassign: ['转办', 'orange'],
  skip: ['跳过', 'orange'],
  jump: ['跳转到', 'orange'],
  recall: ['撤回', 'orange'],
  suspend: ['挂起', 'gray'],
  activate: ['激活', 'green'],
  close: ['关闭', 'gray'],
  invalidate: ['作废', 'red'],
};

const when = (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm:ss');

function CommentLine({ comment }: { comment: Comment }) {
  const who = comment.realname || comment.username;
  return (
    <div className="dg-process-comment">
      <Typography.Text strong>{who}</Typography.Text>
      {comment.nodeName && <Typography.Text type="secondary">{`（${comment.nodeName}）`}</Typography.Text>}
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        {when(comment.createTime)}
      </Typography.Text>
      <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{comment.message}</div>
    </div>
  );
}

function StepLine({ step }: { step: Step }) {
  const [text] = STEP_TEXT[step.action] ?? [step.action];
  return (
    <div className="dg-process-step">
      <Typography.Text strong>{step.nodeName ?? '流程'}</Typography.Text>
      <Typography.Text style={{ marginLeft: 8 }}>{text}</Typography.Text>
      {step.username && <Typography.Text type="secondary">{`（${step.username}）`}</Typography.Text>}
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        {when(step.createTime)}
      </Typography.Text>
      {step.comment && <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{step.comment}</div>}
    </div>
  );
}

/**
 * An instance's comments as a timeline — who (name), at which node, when, what — and, beside it, the
 * history of every step (到达, 同意, 驳回, 跳转到, …). Both are read again after any change under /process.
 *
 * @example
 * <DgProcessComments options={{ instanceId: '{{ $row.instanceId }}' }} />
 */
export const DgProcessComments = observer(function DgProcessComments({
  options,
}: {
  options: ProcessCommentsOptions;
}) {
  const scope = usePageScope();
  const resolved = resolveValue(options.instanceId, scope);
  const id = typeof resolved === 'string' || typeof resolved === 'number' ? String(resolved) : '';
  const comments = useApiQuery<Comment[]>(COMMENTS_API, { id }, { enabled: id !== '' });
  const showHistory = options.history !== false;
  const history = useApiQuery<Step[]>(HISTORY_API, { id }, { enabled: id !== '' && showHistory });
  const commentList = comments.data?.success ? comments.data.result : [];
  const steps = (history.data?.success ? history.data.result : []).filter((s) => s.action !== 'leave');

  const commentPane =
    comments.isLoading && id ? (
      <Skeleton active />
    ) : commentList.length === 0 ? (
      <Empty description="还没有审批意见" />
    ) : (
      <Timeline
        data-testid="process-comments-timeline"
        items={commentList.map((comment) => ({
          key: comment.id,
          children: <CommentLine comment={comment} />,
        }))}
      />
    );
  const historyPane =
    history.isLoading && id ? (
      <Skeleton active />
    ) : (
      <Timeline
        data-testid="process-history-timeline"
        items={steps.map((step) => ({
          key: step.id,
          color: (STEP_TEXT[step.action] ?? ['', 'blue'])[1],
          children: <StepLine step={step} />,
        }))}
      />
    );
  return (
    <Card
      title={options.title ?? '审批记录'}
      className="dg-process-comments"
      data-testid="process-comments"
      style={{ marginBottom: 16 }}
    >
      {!id ? (
        <Empty description="请选择流程实例" />
      ) : showHistory ? (
        <Tabs
          items={[
            { key: 'comments', label: `审批意见（${commentList.length}）`, children: commentPane },
            { key: 'history', label: '流转记录', children: historyPane },
          ]}
        />
      ) : (
        commentPane
      )}
    </Card>
  );
});
