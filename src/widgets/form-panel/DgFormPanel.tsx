import { observer, useForm } from '@formily/react';
import { toJS } from '@formily/reactive';
import { App, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FormPanelOptions } from '../../../schemas/generated/page';
import {
  GenerateForm,
  hasButtonPermission,
  resolveParams,
  send,
  useApiQuery,
  useDataHost,
  useInvalidateApi,
  useDiscardConfirm,
  usePageScope,
  usePermissions,
  type GenerateFormHandle,
} from '../../runtime';
import { useRefetchOnPageReload, useReloadPage } from '../shared/pageReload';

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
  const invalidate = useInvalidateApi();
  const scope = usePageScope();
  const lists = usePermissions();
  const reloadPage = useReloadPage();
  const form = useRef<GenerateFormHandle>(null);
  const [saving, setSaving] = useState(false);
  const rowKey = options.rowKey ?? 'id';
  const params = resolveParams(options.params, scope);
  const complete = Object.keys(options.params ?? {}).every((key) => key in params);
  const paramsKey = complete ? JSON.stringify(params) : '';
  const page = useForm();
  const confirmDiscard = useDiscardConfirm();
  const ask = useRef(confirmDiscard);
  useEffect(() => {
    ask.current = confirmDiscard;
  });
  // What is on screen: the params it was loaded by, and the page state then (to go back to on 继续编辑).
  const [shownKey, setShownKey] = useState(paramsKey);
  const snapshot = useRef<Row>({ ...(scope.$values as Row) });
  const {
    data: body,
    isFetching,
    refetch,
  } = useApiQuery<Row>(options.loadApi, shownKey ? (JSON.parse(shownKey) as Row) : {}, {
    enabled: shownKey !== '',
  });
  useRefetchOnPageReload(refetch, shownKey !== '');
  const record = shownKey && body?.success ? body.result : null;
  const loading = shownKey !== '' && isFetching;
  // A record read afresh (another one, or the saved one again) starts unmodified.
  useEffect(() => {
    if (form.current) form.current.form.modified = false;
  }, [record]);

  useEffect(() => {
    if (paramsKey === shownKey) return;
    const show = () => {
      snapshot.current = { ...(toJS(page.values) as Row) };
      setShownKey(paramsKey);
    };
    // Another record chosen (a tree click) while this one has unsaved edits: ask first (finding 2). A
    // cleared selection (the record was deleted) needs no question.
    const dirty = form.current?.form.modified === true;
    if (!dirty || !paramsKey) return show();
    void ask.current(true).then((discard) => {
      if (discard) return show();
      // 继续编辑: the page state (the tree's selection) goes back to the record being edited.
      for (const [name, value] of Object.entries(snapshot.current))
        if (JSON.stringify(page.values[name]) !== JSON.stringify(value)) page.setValuesIn(name, value);
    });
  }, [paramsKey, shownKey, page]);

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
      const answer = await send(host, options.method ?? 'put', options.saveApi, {
        ...values,
        [rowKey]: record[rowKey],
      });
      if (answer.success) {
        void message.success(answer.message || '保存成功');
        form.current!.form.modified = false;
        // The saved record and what shows it (the tree's names) are read again by the page reload.
        void invalidate(options.saveApi, false);
        reloadPage();
      } else void message.error(answer.message || '保存失败');
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
