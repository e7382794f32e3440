import { observer } from '@formily/react';
import { Alert, Button, Card, Empty, Flex, Input, Skeleton, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ProcessTaskOptions } from '../../../schemas/generated/page';
import {
  GenerateForm,
  resolveValue,
  useApiQuery,
  usePageScope,
  type GenerateFormHandle,
} from '../../runtime';
import { TASK_API, type TaskOperate } from './operate';
import { nodeForm } from './taskForm';
import { useTaskActions } from './useTaskActions';

/** Why an open task's buttons are missing, or what became of a task that is no longer open. */
function stateNote(operate: TaskOperate): string | null {
  if (operate.instanceStatus === 'suspended') return '流程已挂起，激活后才能办理';
  if (operate.instanceStatus !== 'running') return '流程已结束，不能再办理';
  if (operate.taskStatus !== 'open') return '这个任务已经办理完毕';
  if (operate.canClaim) return '这是一个候选任务：认领后才能办理';
  return null;
}

function TaskBody({ operate, readonly }: { operate: TaskOperate; readonly: boolean }) {
  const form = useRef<GenerateFormHandle>(null);
  const [comment, setComment] = useState('');
  const { run, busy, holder } = useTaskActions({
    operate,
    comment,
    clearComment: () => setComment(''),
    form,
  });
  // One design object per answer: a new object would make the form anew and lose what was typed.
  const design = useMemo(
    () => (operate.form ? nodeForm(operate.form, operate.fieldRules ?? {}) : null),
    [operate.form, operate.fieldRules],
  );
  // The same object until the answer changes: GenerateForm writes new edit data over what was typed.
  const values = useMemo(() => ({ ...(operate.variables ?? {}) }), [operate.variables]);
  const buttons = readonly ? [] : (operate.buttons ?? []);
  const note = stateNote(operate);
  return (
    <>
      {note && !readonly && <Alert type="info" showIcon message={note} style={{ marginBottom: 16 }} />}
      {design ? (
        <GenerateForm ref={form} data={design} value={values} readPretty={readonly || !operate.canComplete} />
      ) : (
        <Typography.Paragraph type="secondary">这个节点没有绑定表单。</Typography.Paragraph>
      )}
      {buttons.length > 0 && (
        <>
          <Input.TextArea
            aria-label="审批意见"
            placeholder="请输入审批意见"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={3}
            maxLength={500}
            showCount
            style={{ marginBottom: 16 }}
          />
          <Flex justify="flex-end">
            <Space wrap>
              {buttons.map((button) => (
                <Button
                  key={button.code}
                  data-action={button.code}
                  type={button.code === 'approve' || button.code === 'claim' ? 'primary' : 'default'}
                  danger={button.code === 'reject'}
                  loading={busy === button.code}
                  disabled={busy !== null && busy !== button.code}
                  onClick={() => run(button.code)}
                >
                  {button.name}
                </Button>
              ))}
            </Space>
          </Flex>
        </>
      )}
      {holder}
    </>
  );
}

/**
 * The task panel: the node's form drawn by the runtime (the instance's variables as values; fields the
 * node marks read-only disabled, hidden ones left out), an 审批意见 box and the buttons the server allows
 * now (getTaskOperate's `buttons`). Read-only mode (已办任务) shows the form only.
 *
 * @example
 * <DgProcessTask options={{ taskId: '{{ $row.id }}' }} />
 */
export const DgProcessTask = observer(function DgProcessTask({ options }: { options: ProcessTaskOptions }) {
  const scope = usePageScope();
  const resolved = resolveValue(options.taskId, scope);
  const taskId = typeof resolved === 'string' || typeof resolved === 'number' ? String(resolved) : '';
  const { data: body, isLoading } = useApiQuery<TaskOperate>(
    TASK_API.operate,
    { taskId },
    { enabled: taskId !== '' },
  );
  const operate = body?.success ? body.result : null;
  const titled = options.title ? resolveValue(options.title, scope) : undefined;
  const title =
    typeof titled === 'string' && titled ? titled : operate ? `任务办理 — ${operate.nodeName}` : '任务办理';
  return (
    <Card
      title={title}
      className="dg-process-task"
      data-testid="process-task-panel"
      style={{ marginBottom: 16 }}
    >
      {!taskId && <Empty description="请选择任务" />}
      {taskId && isLoading && <Skeleton active />}
      {taskId && !isLoading && !operate && <Empty description="任务读取失败，请稍后再试" />}
      {operate && <TaskBody key={operate.taskId} operate={operate} readonly={options.readonly === true} />}
    </Card>
  );
});
