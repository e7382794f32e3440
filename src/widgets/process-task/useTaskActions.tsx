import { App } from 'antd';
import { useState, type ReactNode, type RefObject } from 'react';
import {
  useApiQuery,
  useDataHost,
  useInvalidateApi,
  useNotify,
  type GenerateFormHandle,
  type HostEnvelope,
} from '../../runtime';
import { ChoiceDialog, type Chosen } from './ChoiceDialog';
import { jumpTargets, TASK_API, type TaskOperate } from './operate';
import { editableValues, formModels } from './taskForm';

/** Any change of a process, as the query cache's invalidation reads a path (touches()). */
export const PROCESS_CHANGE = '/process/changed';

type Dialog = 'reject' | 'reassign' | 'skip' | null;

interface UserRow {
  username: string;
  realname?: string;
}

/** What a task action needs from the panel: the task, the typed comment and the drawn form. */
export interface TaskActionInput {
  operate: TaskOperate;
  comment: string;
  clearComment: () => void;
  form: RefObject<GenerateFormHandle | null>;
}

/**
 * The node buttons' actions: each sends its call, shows the server's answer (a refusal's Chinese
 * message comes from the error catalogue; a 403's reason is added), and on success — or on a 409, when
 * someone else changed the instance first — marks every read under /process stale, so the task, the
 * lists and the counts are read again. Buttons that need a choice
 * first (驳回, 转办, 跳转) open a dialog, drawn by `holder`.
 *
 * @example
 * const { run, busy, holder } = useTaskActions({ operate, comment, clearComment, form });
 * <Button onClick={() => run('approve')}>同意</Button>{holder}
 */
export function useTaskActions({ operate, comment, clearComment, form }: TaskActionInput) {
  const { modal } = App.useApp();
  const host = useDataHost();
  const notify = useNotify();
  const invalidate = useInvalidateApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [userSearch, setUserSearch] = useState('');
  const users = useApiQuery<{ records: UserRow[] }>(
    '/sys/user/list',
    { pageNo: 1, pageSize: 20, realname: userSearch ? `*${userSearch}*` : undefined },
    { enabled: dialog === 'reassign', silent: true },
  );
  const diagram = useApiQuery<{ bpmnXml: string }>(
    TASK_API.diagram,
    { id: operate.instanceId },
    { enabled: dialog === 'skip', silent: true },
  );

  /** Sends one call; true when the server agreed. */
  async function send(code: string, call: () => Promise<HostEnvelope<unknown>>, done: string) {
    setBusy(code);
    try {
      const answer = await call();
      if (!answer.success) {
        notify.error(answer.message || '操作失败');
        return false;
      }
      notify.success(answer.message || done);
      // A path straight under /process: every read under it (the task, lists, counts, history) is stale.
      void invalidate(PROCESS_CHANGE);
      return true;
    } catch (error) {
      const { status, message } = host.failureOf(error);
      if (status === 403 && message && message !== '拒绝访问') notify.error(message);
      // Someone else moved the instance first (suspended it, took the task): show it as it is now.
      if (status === 409) void invalidate(PROCESS_CHANGE);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function approve() {
    const design = operate.form;
    let values: Record<string, unknown> = {};
    if (design && form.current) {
      try {
        values = await form.current.getData();
      } catch {
        return; // the form shows what to fix
      }
    }
    const variables = design ? editableValues(values, formModels(design), operate.fieldRules ?? {}) : {};
    const body = { taskId: operate.taskId, comment, variables };
    if (await send('approve', () => host.post(TASK_API.complete, body), '办理成功')) clearComment();
  }

  async function addComment() {
    if (!comment.trim()) {
      notify.error('请先在审批意见里写下评论');
      return;
    }
    const body = { instanceId: operate.instanceId, taskId: operate.taskId, message: comment.trim() };
    if (await send('comment', () => host.post(TASK_API.comment, body), '评论成功')) clearComment();
  }

  async function recall() {
    const sure = await modal.confirm({
      title: '撤回',
      content: '撤回后流程回到您手里，当前节点的办理人不再看到这条待办。确定撤回吗？',
      okText: '撤回',
      cancelText: '取消',
    });
    if (sure) await send('recall', () => host.get(TASK_API.recall, { id: operate.instanceId }), '撤回成功');
  }

  /** Runs the button of this code. */
  function run(code: string): void {
    if (code === 'approve') void approve();
    else if (code === 'claim')
      void send('claim', () => host.get(TASK_API.claim, { taskId: operate.taskId }), '认领成功');
    else if (code === 'comment') void addComment();
    else if (code === 'recall') void recall();
    else if (code === 'reject' || code === 'reassign' || code === 'skip') setDialog(code);
  }

  const close = () => setDialog(null);
  const onChosen = (code: 'reject' | 'reassign' | 'skip') => async (chosen: Chosen) => {
    const ok =
      code === 'reject'
        ? await send(
            code,
            () =>
              host.get(TASK_API.reject, {
                taskId: operate.taskId,
                nodeId: chosen.value,
                comment: chosen.reason,
              }),
            '驳回成功',
          )
        : code === 'reassign'
          ? await send(
              code,
              () => host.get(TASK_API.reassign, { taskId: operate.taskId, username: chosen.value }),
              '转办成功',
            )
          : await send(
              code,
              () =>
                host.get(TASK_API.skip, {
                  id: operate.instanceId,
                  nodeId: chosen.value,
                  comment: chosen.reason,
                }),
              '跳转成功',
            );
    if (ok) clearComment();
    return ok;
  };

  let holder: ReactNode = null;
  if (dialog === 'reject')
    holder = (
      <ChoiceDialog
        title="驳回"
        label="驳回到"
        noun="驳回到的节点"
        choices={operate.rejectTargets.map((t) => ({ value: t.nodeId, label: t.nodeName }))}
        reasonLabel="驳回理由"
        initialReason={comment}
        onOk={onChosen('reject')}
        onClose={close}
      />
    );
  else if (dialog === 'reassign')
    holder = (
      <ChoiceDialog
        title="转办"
        label="转办给"
        noun="办理人账号"
        free
        onSearch={setUserSearch}
        choices={(users.data?.success ? users.data.result.records : []).map((u) => ({
          value: u.username,
          label: u.realname ? `${u.realname}（${u.username}）` : u.username,
        }))}
        onOk={onChosen('reassign')}
        onClose={close}
      />
    );
  else if (dialog === 'skip') {
    const xml = diagram.data?.success ? diagram.data.result.bpmnXml : '';
    const targets = xml ? jumpTargets(xml) : [];
    holder = (
      <ChoiceDialog
        title="跳转"
        label="跳转到"
        noun="跳转到的节点"
        free={targets.length === 0}
        choices={targets}
        reasonLabel="跳转说明"
        initialReason={comment}
        onOk={onChosen('skip')}
        onClose={close}
      />
    );
  }
  return { run, busy, holder };
}
