import { observer, useForm } from '@formily/react';
import { App, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FormPanelOptions } from '../../../schemas/generated/page';
import {
  GenerateForm,
  hasButtonPermission,
  resolveParams,
  send,
  useDataHost,
  useDiscardConfirm,
  usePageScope,
  usePermissions,
  type GenerateFormHandle,
} from '../../runtime';
import { usePageReloadVersion, useReloadPage } from '../shared/pageReload';

type Row = Record<string, unknown>;

/**
 * The form-panel page widget: loads the record its params point at (the department selected in the tree
 * beside it), shows it in the embedded form design, and saves it. Until every param has a value it shows
 * emptyText. Choosing another record with unsaved edits asks '有未保存的修改，确定放弃吗？' first. A save refreshes the rest of the page (the tree shows the new name).
 *
 * @example
 * <DgFormPanel options={{ loadApi: '/sys/sysDepart/queryById', params: { id: '{{ $values.depart }}' }, saveApi: '/sys/sysDepart/edit', form }} />
 */
export const DgFormPanel = observer(function DgFormPanel({ options }: { options: FormPanelOptions }) {
  const { message } = App.useApp();
  const host = useDataHost();
  const scope = usePageScope();
  const lists = usePermissions();
  const reloadPage = useReloadPage();
  const version = usePageReloadVersion();
  const form = useRef<GenerateFormHandle>(null);
  const [record, setRecord] = useState<Row | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const rowKey = options.rowKey ?? 'id';
  const params = resolveParams(options.params, scope);
  const complete = Object.keys(options.params ?? {}).every((key) => key in params);
  const paramsKey = complete ? JSON.stringify(params) : '';
  const page = useForm();
  const confirmDiscard = useDiscardConfirm();
  // What is on screen: the params it was loaded by, and the page state then (to go back to on 继续编辑).
  const shown = useRef({ key: '', version: -1, values: {} as Row });

  useEffect(() => {
    if (paramsKey === shown.current.key && version === shown.current.version) return;
    let live = true;
    const load = () => {
      shown.current = { key: paramsKey, version, values: { ...(scope.$values as Row) } };
      if (!paramsKey) return setRecord(null);
      setLoading(true);
      host
        .get<Row>(options.loadApi, JSON.parse(paramsKey) as Row)
        .then((body) => {
          if (!live) return;
          if (form.current) form.current.form.modified = false;
          setRecord(body.success ? body.result : null);
        })
        .catch(() => live && setRecord(null))
        .finally(() => live && setLoading(false));
    };
    // Another record chosen (a tree click) while this one has unsaved edits: ask first (finding 2). A
    // cleared selection (the record was deleted) and a reload after saving need no question.
    const dirty = form.current?.form.modified === true;
    if (!dirty || !paramsKey || paramsKey === shown.current.key) load();
    else
      void confirmDiscard(true).then((discard) => {
        if (!live) return;
        if (discard) return load();
        // 继续编辑: the page state (the tree's selection) goes back to the record being edited.
        const before = shown.current.values;
        for (const [name, value] of Object.entries(before))
          if (JSON.stringify(page.values[name]) !== JSON.stringify(value)) page.setValuesIn(name, value);
      });
    return () => {
      live = false;
    };
    // scope.$values is read for the snapshot only; params already follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.loadApi, paramsKey, version]);

  async function save() {
    if (!record) return;
    let values: Row;
    try {
      values = await form.current!.getData();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = await send(host, options.method ?? 'put', options.saveApi, {
        ...values,
        [rowKey]: record[rowKey],
      });
      if (body.success) {
        void message.success(body.message || '保存成功');
        form.current!.form.modified = false;
        reloadPage();
      } else void message.error(body.message || '保存失败');
    } catch {
      // the error catalogue showed why
    } finally {
      setSaving(false);
    }
  }

  const canSave = !options.permission || hasButtonPermission(options.permission, lists);
  return (
    <Card title={options.title} className="dg-form-panel">
      {loading && !record && <Skeleton active />}
      {!loading && !record && <Empty description={options.emptyText ?? '请先选择一条记录'} />}
      {record && (
        <>
          <GenerateForm ref={form} data={options.form} value={record} />
          {canSave && (
            <Flex justify="center">
              <Button type="primary" loading={saving} onClick={save}>
                保存
              </Button>
            </Flex>
          )}
        </>
      )}
    </Card>
  );
});
