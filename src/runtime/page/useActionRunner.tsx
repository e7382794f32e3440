import { useForm } from '@formily/react';
import { App, Drawer } from 'antd';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Action } from '../../../schemas/generated/page';
import { useDataHost, useNotify, type DataHost, type HostEnvelope } from '../permissions';
import { useInvalidateApi } from '../query/apiQuery';
import type { ExpressionScope } from '../expression';
import { GenerateForm, type FormValues } from '../form/GenerateForm';
import { ScopeProvider } from './ScopeContext';
import { FormDialog } from './FormDialog';
import { resolveParams, resolveValue } from './params';
import { refusalReason } from './refusal';
import { messageLines, uploadBody } from './upload';
import { useFileChooser } from './useFileChooser';
import { useEscape } from './useGuardedClose';

/** What an action runs against: the scope of its expressions and how to refresh the data it changed. */
export interface ActionContext {
  scope: ExpressionScope;
  reload?: () => void;
}

/**
 * Sends one request of a page JSON. GET and DELETE carry the data as query parameters, POST and PUT as
 * the body (SPEC.md §7 helpers).
 *
 * @example
 * await send(host, 'put', '/sys/user/frozenBatch', { ids: '1,2', status: 2 })
 */
export function send(
  host: DataHost,
  method: Action['method'],
  api: string,
  data: Record<string, unknown>,
): Promise<HostEnvelope<unknown>> {
  switch (method ?? 'post') {
    case 'get':
      return host.get(api, data);
    case 'delete':
      return host.delete(api, data);
    case 'put':
      return host.put(api, data);
    default:
      return host.post(api, data);
  }
}

/** An in-app path: one leading slash, never protocol-relative. */
function inAppPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface OpenDialog {
  action: Action;
  ctx: ActionContext;
}

/** A dialog's or drawer's title with its $row expressions (重置密码 — zhangsan, 字典项 — 请假类型). */
function titleOf({ action, ctx }: OpenDialog): string {
  const title = action.title ? resolveValue(action.title, ctx.scope) : undefined;
  return typeof title === 'string' && title ? title : action.label;
}

/**
 * Runs the generic actions of page JSON buttons — request, dialog, drawer, navigate, reload, download, upload —
 * with the confirmation, toasts and reload they ask for. Render `holder` once: it draws the dialog actions open
 * (and holds the file input of uploads). The server's message shows as a success toast, or as an error toast
 * when its success flag is false; HTTP errors were already shown by the error catalogue. An upload that fails
 * shows the server's message in a dialog instead, a line per part: an import names every bad row.
 *
 * @example
 * const { run, holder } = useActionRunner();
 * <Button onClick={() => run(action, { scope, reload })}>{action.label}</Button>{holder}
 */
/** Closes the drawer a page was opened in (an action's closeOnSuccess); null outside one. */
const CloseContainerContext = createContext<(() => void) | null>(null);

export function useActionRunner(): {
  run: (action: Action, ctx: ActionContext) => Promise<void>;
  holder: ReactNode;
} {
  const { message, modal } = App.useApp();
  const host = useDataHost();
  const notify = useNotify();
  const invalidate = useInvalidateApi();
  const navigate = useNavigate();
  const page = useForm();
  const closeContainer = useContext(CloseContainerContext);
  const chooser = useFileChooser();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [changed, setChanged] = useState<{ api?: string; reload?: () => void } | null>(null);
  // After a change succeeded: what it altered is read again wherever it shows (a grant, a freeze, a saved
  // dialog), and the page reloads when the action asks — together, so no read is asked twice.
  function refresh(change: { api?: string; reload?: () => void }): void {
    // With a reload to follow, the reload reads what is on the page; the rest is read when next shown.
    if (change.api) void invalidate(change.api, !change.reload);
    change.reload?.();
  }
  useEffect(() => {
    if (!changed) return;
    if (changed.api) void invalidate(changed.api, !changed.reload);
    changed.reload?.();
    setChanged(null);
  }, [changed, invalidate]);

  function report(body: HostEnvelope<unknown>, ctx: ActionContext, action: Action): boolean {
    if (body.success) {
      notify.success(body.message || '操作成功');
      // Cleared before the reload: nothing on the page asks for the record just deleted (finding 4).
      for (const name of action.clearValues ?? []) page?.setValuesIn(name, undefined);
      const change = { api: action.api, reload: action.reload !== false ? ctx.reload : undefined };
      // Read again once the page has drawn without the cleared values (the effect below) — at once when
      // the drawer this runner lives in closes with the change.
      if (action.closeOnSuccess && closeContainer) {
        refresh(change);
        closeContainer();
      } else setChanged(change);
      return true;
    }
    notify.error(body.message || '操作失败');
    return false;
  }

  async function perform(action: Action, ctx: ActionContext): Promise<void> {
    const params = resolveParams(action.params, ctx.scope);
    switch (action.kind) {
      case 'reload':
        ctx.reload?.();
        return;
      case 'navigate': {
        const to = action.to ? inAppPath(resolveValue(action.to, ctx.scope)) : null;
        if (to) navigate(to);
        return;
      }
      case 'download': {
        if (!action.api) return;
        saveBlob(await host.download(action.api, params), action.fileName ?? `${action.label}.xls`);
        return;
      }
      case 'upload': {
        if (!action.api) return;
        const file = await chooser.choose(action.accept);
        if (file) await upload(action, action.api, ctx, uploadBody(file, params));
        return;
      }
      case 'dialog':
      case 'drawer':
        setDialog({ action, ctx });
        return;
      case 'request': {
        if (!action.api) return;
        report(await send(host, action.method, action.api, params), ctx, action);
        return;
      }
      default:
        return; // crud's own kinds (add, edit, delete ...) are run by the crud widget
    }
  }

  async function run(action: Action, ctx: ActionContext): Promise<void> {
    if (action.confirm) {
      const confirmed = await modal.confirm({
        title: '确认',
        content: String(resolveValue(action.confirm, ctx.scope) ?? action.confirm),
        okText: '确定',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    try {
      await perform(action, ctx);
    } catch (error) {
      // HTTP failures were shown by the error catalogue; a refusal also says why
      showRefusal(error);
    }
  }

  /** Sends an upload's form; the answer shows as any action's, a refusal in a dialog of its lines. */
  async function upload(action: Action, api: string, ctx: ActionContext, body: FormData): Promise<void> {
    const hide = message.loading(`正在${action.label}…`, 0);
    let answer: HostEnvelope<unknown>;
    try {
      // Silent: the dialog below says what failed, with every line of the server's message.
      answer = await host.post(api, body, { silent: true });
    } catch (error) {
      return showLines(`${action.label}失败`, host.failureOf(error).message ?? '请求失败，请稍后再试');
    } finally {
      hide();
    }
    if (answer.success) report(answer, ctx, action);
    else showLines(`${action.label}失败`, answer.message || '操作失败');
  }

  function showLines(title: string, text: string): void {
    modal.error({
      title,
      width: 560,
      okText: '知道了',
      content: (
        <div className="dg-message-lines" style={{ maxHeight: '50vh', overflowY: 'auto' }}>
          {messageLines(text).map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </div>
      ),
    });
  }

  function showRefusal(error: unknown): void {
    const reason = refusalReason(error, host);
    if (reason) notify.error(reason);
  }

  async function submitDialog(values: FormValues): Promise<void> {
    const api = dialog?.action.api;
    if (!dialog || !api) return;
    const { action, ctx } = dialog;
    const body = await send(host, action.method, api, {
      ...resolveParams(action.params, ctx.scope),
      ...values,
    }).catch((error: unknown) => {
      showRefusal(error);
      throw error;
    });
    if (!report(body, ctx, action)) throw new Error(body.message);
    setDialog(null);
  }

  const drawerOpen = dialog?.action.kind === 'drawer' && !!dialog.action.page;
  function closeDrawer() {
    setDialog(null);
    if (dialog?.action.reload !== false) dialog?.ctx.reload?.();
  }
  // The drawer's own Esc would also fire for a dialog opened inside it (React events bubble through portals).
  useEscape(drawerOpen, closeDrawer);

  const opened =
    drawerOpen && dialog?.action.page ? (
      <Drawer
        open
        title={titleOf(dialog)}
        width={dialog.action.width ?? 720}
        destroyOnHidden
        keyboard={false}
        onClose={closeDrawer}
      >
        <CloseContainerContext.Provider value={closeDrawer}>
          <ScopeProvider value={{ $row: dialog.ctx.scope.$row ?? {} }}>
            <GenerateForm data={dialog.action.page} />
          </ScopeProvider>
        </CloseContainerContext.Provider>
      </Drawer>
    ) : dialog?.action.form ? (
      <FormDialog
        open
        title={titleOf(dialog)}
        width={dialog.action.width}
        design={dialog.action.form}
        onSubmit={submitDialog}
        onClose={() => setDialog(null)}
      />
    ) : null;
  const holder = (
    <>
      {chooser.input}
      {opened}
    </>
  );
  return { run, holder };
}
