import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { Action, CrudOptions } from '../../../schemas/generated/page';
import {
  apiQuery,
  refusalReason,
  useDataHost,
  useInvalidateApi,
  type FormValues,
  type HostEnvelope,
} from '../../runtime';
import type { Row } from './useCrudList';

export type ModalMode = 'add' | 'edit' | 'detail';

/**
 * How long a record read for a dialog stays fresh: 详情 then 编辑 of the same row, or a dialog closed and
 * opened again, is one request. Short, because an edit form opened with another user's old values would
 * write them back; a save in this app marks the record stale at once.
 */
const RECORD_STALE_TIME = 10_000;

export interface CrudModalState {
  mode: ModalMode;
  record?: Row;
}

/**
 * The crud widget's own actions: add, edit and detail in a modal, delete and batch delete behind a
 * confirmation. The server's message shows as a success toast, or an error toast when its success flag
 * is false (SPEC.md §8 "Table delete"); HTTP errors were already shown by the error catalogue. The record
 * of an edit or detail dialog is read through the query cache (queryById). A change that succeeded
 * invalidates what it changed (its own path, the crud's list and records), which refreshes the list.
 *
 * @example
 * const crud = useCrudActions(options, { dictId: 'd1' }); crud.remove(row, ['删除用户「tester1」?'])
 */
export function useCrudActions(options: CrudOptions, formParams: Record<string, unknown> = {}) {
  const { message, modal } = App.useApp();
  const host = useDataHost();
  const client = useQueryClient();
  const invalidate = useInvalidateApi();
  /** What a successful change to `path` alters: the reads under its path, this crud's list and records. */
  const changed = (path: string) =>
    void invalidate([path, api.list, ...(api.queryById ? [api.queryById] : [])]);
  const [dialog, setDialog] = useState<CrudModalState | null>(null);
  const rowKey = options.rowKey ?? 'id';
  const { api } = options;

  function report(body: HostEnvelope<unknown>): boolean {
    if (body.success) void message.success(body.message || '操作成功');
    else void message.error(body.message || '操作失败');
    return body.success;
  }

  /** A 403's reason beside the catalogue's bare 拒绝访问 (which cannot say what to do), as page actions show it. */
  function showRefusal(error: unknown): void {
    const reason = refusalReason(error, host);
    if (reason) void message.error(reason);
  }

  async function open(mode: ModalMode, record?: Row): Promise<void> {
    // An add dialog's record is its preset values, not a row to fetch.
    if (record && mode !== 'add' && api.queryById) {
      try {
        const body = await client.fetchQuery({
          ...apiQuery<Row>(host, api.queryById, { id: record[rowKey] }),
          staleTime: RECORD_STALE_TIME,
        });
        if (!body.success) return void report(body);
        return setDialog({ mode, record: body.result });
      } catch {
        return;
      }
    }
    setDialog({ mode, record });
  }

  async function submit(values: FormValues): Promise<void> {
    if (!dialog) return;
    const editing = dialog.mode === 'edit';
    const path = editing ? api.edit : api.add;
    if (!path) return;
    const body = await (
      editing
        ? host.put(path, { ...formParams, ...values, [rowKey]: dialog.record?.[rowKey] })
        : host.post(path, { ...formParams, ...values })
    ).catch((error: unknown) => {
      showRefusal(error);
      throw error;
    });
    if (!report(body)) throw new Error(body.message);
    setDialog(null);
    changed(path);
  }

  async function confirmThen(
    path: string,
    lines: ReadonlyArray<string>,
    work: () => Promise<HostEnvelope<unknown>>,
  ): Promise<boolean> {
    const confirmed = await modal.confirm({
      title: '确认删除',
      content: lines.map((line) => <div key={line}>{line}</div>),
      okText: '确定',
      okButtonProps: { danger: true },
      cancelText: '取消',
    });
    if (!confirmed) return false;
    try {
      const ok = report(await work());
      if (ok) changed(path);
      return ok;
    } catch (error) {
      showRefusal(error);
      return false;
    }
  }

  /** Deletes one row after asking `question` (the record's name and any warning, one line each). */
  function remove(row: Row, question: ReadonlyArray<string>, action?: Action): Promise<boolean> {
    const path = action?.api ?? api.delete;
    if (!path) return Promise.resolve(false);
    return confirmThen(path, question, () => host.delete(path, { id: row[rowKey] }));
  }

  function removeBatch(keys: ReadonlyArray<unknown>, action?: Action): Promise<boolean> {
    const path = action?.api ?? api.deleteBatch;
    if (!path) return Promise.resolve(false);
    if (keys.length === 0) {
      void message.warning('请选择一条记录！');
      return Promise.resolve(false);
    }
    return confirmThen(path, [`确定要删除这 ${keys.length} 项吗?`], () =>
      host.delete(path, { ids: keys.join(',') }),
    );
  }

  return { dialog, open, close: () => setDialog(null), submit, remove, removeBatch };
}
