import { observer } from '@formily/react';
import { App, Button, Card, Divider, Empty, Flex, Space, Table, Typography } from 'antd';
import { useState, type Key } from 'react';
import type { SorterResult } from 'antd/es/table/interface';
import type { Action, CrudOptions } from '../../../schemas/generated/page';
import { MenuIcon } from '../../shared/MenuIcon';
import {
  FormDialog,
  hasButtonPermission,
  isVisible,
  resolveParams,
  resolveValue,
  toolbarButtonVisible,
  useActionRunner,
  usePageScope,
  usePermissions,
} from '../../runtime';
import { useOnPageReload } from '../shared/pageReload';
import { tableColumns } from './cells';
import { CrudSearch } from './CrudSearch';
import { CrudTools } from './CrudTools';
import { deleteQuestion, dialogTitle, fitColumns } from './crudText';
import { useCrudActions, type ModalMode } from './useCrudActions';
import { useCrudList, type ListQuery, type Row } from './useCrudList';
import { useTableSettings } from './useTableSettings';
import { useWidth } from './useWidth';

/** The selection column's width, and the table's own padding beside the columns. */
const SELECTION_WIDTH = 48;
const CRUD_KINDS = new Set(['add', 'edit', 'detail', 'delete', 'deleteBatch']);

const FULLSCREEN = { position: 'fixed', inset: 0, zIndex: 1000, overflow: 'auto' } as const;

/** An action working on the ticked rows: its params read $selectedKeys. */
const onSelection = (action: Action) => JSON.stringify(action.params ?? {}).includes('$selectedKeys');

/**
 * The sort after a header click. antd's third click clears the sort, which on the column the server sorts
 * by anyway changes nothing on screen; there a click turns the order instead (finding 15: the first click
 * on the sorted 时间 header must sort).
 */
function nextSort(sorter: SorterResult<Row>, current: ListQuery): Pick<ListQuery, 'column' | 'order'> {
  if (sorter.order)
    return { column: String(sorter.columnKey), order: sorter.order === 'ascend' ? 'asc' : 'desc' };
  // Only the sorted column can be cleared, and antd may leave columnKey out when it is.
  if (current.column) return { column: current.column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { column: undefined, order: undefined };
}

export interface DgCrudProps {
  options: CrudOptions;
  /** tree-table: rows carry their children. */
  tree?: boolean;
}

/**
 * The crud page widget: search form, table with dictionary text, sorting and the pagination of SPEC.md §9,
 * toolbar and row buttons filtered by button permission (§6), and add / edit / detail in a modal built from
 * the embedded form design. Every path and permission code comes from the page JSON.
 *
 * @example
 * <DgCrud options={{ api: { list: '/sys/position/list' }, columns: [{ title: '名称', dataIndex: 'name' }] }} />
 */
export const DgCrud = observer(function DgCrud({ options, tree }: DgCrudProps) {
  const scope = usePageScope();
  const lists = usePermissions();
  const rowKey = options.rowKey ?? 'id';
  const params = resolveParams(options.params, scope);
  // requireParams: until every param has a value (a department chosen) nothing is asked of the server.
  const complete =
    options.requireParams !== true || Object.keys(options.params ?? {}).every((key) => key in params);
  // Per user, so two people sharing a browser keep their own layout and filters.
  const who = String((scope.$user as { id?: unknown } | undefined)?.id ?? '');
  const list = useCrudList(
    options.api.list,
    params,
    {
      pageSize: options.pageSize ?? 10,
      column: options.defaultSort?.column,
      order: options.defaultSort?.order,
    },
    `dg.query.${who}.${options.api.list}.${JSON.stringify(params)}`,
    complete,
  );
  const table = useTableSettings(
    `dg.table.${who}.${options.api.list}`,
    options.columns.map((c) => c.dataIndex),
  );
  const [fullscreen, setFullscreen] = useState(false);
  const [box, width] = useWidth<HTMLDivElement>();
  const crud = useCrudActions(options, resolveParams(options.formParams, scope));
  const runner = useActionRunner();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);

  const allowed = (action: Action, toolbar: boolean) =>
    (!action.permission || hasButtonPermission(action.permission, lists)) &&
    (!toolbar ||
      toolbarButtonVisible(
        action.kind === 'deleteBatch' ? 'batch_delete' : (action.key ?? action.kind),
        options.authorityPrefix,
        lists,
      ));

  function run(action: Action, row?: Row) {
    // $parent: the row the page around this crud was opened from (a role, for its users' table), which
    // this crud's own $row hides.
    const rowScope = {
      ...scope,
      $parent: scope.$row ?? {},
      $row: row ?? {},
      $selectedKeys: selected,
      // The search form as last applied (an export of what the table shows).
      $filters: list.query.filters,
    };
    if (!CRUD_KINDS.has(action.kind)) {
      if (!onSelection(action)) return void runner.run(action, { scope: rowScope, reload: list.reload });
      // An export of the ticked rows exports the whole list when none are ticked (JeecgBoot's 导出).
      if (selected.length === 0 && action.kind !== 'download')
        return void message.warning('请选择一条记录！');
      // The ticked rows were acted on: the ticks go with the reload.
      const reload = () => {
        setSelected([]);
        list.reload();
      };
      return void runner.run(action, { scope: rowScope, reload });
    }
    // An add button's params preset the new record (添加下级: the row as parent).
    if (action.kind === 'add')
      return void crud.open('add', action.params ? resolveParams(action.params, rowScope) : undefined);
    if (action.kind === 'deleteBatch')
      return void crud.removeBatch(selected, action).then((ok) => ok && setSelected([]));
    if (!row) return;
    if (action.kind === 'delete') {
      const question = action.confirm
        ? [String(resolveValue(action.confirm, rowScope) ?? '')]
        : deleteQuestion(options, row, rowScope);
      return void crud.remove(row, question, action);
    }
    void crud.open(action.kind as ModalMode, row);
  }

  // Another widget of the page changed data this table shows (a tree's add, a button's request).
  useOnPageReload(list.reload);

  const dialogForm = crud.dialog?.mode === 'add' ? options.form : (options.editForm ?? options.form);
  const toolbar = (options.toolbar ?? []).filter((a) => allowed(a, true));
  const rowActions = (options.rowActions ?? []).filter((a) => allowed(a, false));
  // Ticking rows only makes sense when a button the user may press works on the ticked rows.
  const selectable =
    options.selection !== false && toolbar.some((a) => a.kind === 'deleteBatch' || onSelection(a));
  const actionWidth = rowActions.length > 0 ? (options.actionWidth ?? 160) : 0;
  const shown = table.settings.order
    .filter((dataIndex) => !table.settings.hidden.includes(dataIndex))
    .map((dataIndex) => options.columns.find((c) => c.dataIndex === dataIndex)!);
  // Low-priority columns give way before anything slides under the fixed 操作 column (finding 3).
  const fitted = fitColumns(shown, width, actionWidth + (selectable ? SELECTION_WIDTH : 0));
  const columns = (() => {
    const base = tableColumns(fitted.columns, list.query);
    if (rowActions.length === 0) return base;
    return [
      ...base,
      {
        key: '__actions',
        title: '操作',
        width: actionWidth,
        fixed: 'right' as const,
        render: (_: unknown, row: Row) => (
          <Space size={0} split={<Divider type="vertical" />}>
            {rowActions
              .filter((a) => isVisible(a.visible, { ...scope, $row: row }))
              .map((a) => (
                <Typography.Link
                  key={a.key ?? a.label}
                  type={a.danger ? 'danger' : undefined}
                  onClick={() => run(a, row)}
                >
                  {a.label}
                </Typography.Link>
              ))}
          </Space>
        ),
      },
    ];
  })();

  if (!complete)
    return (
      <Card variant="borderless" className="dg-crud" styles={{ body: { padding: 16 } }}>
        <Empty description={options.emptyText ?? '暂无数据'} />
      </Card>
    );
  return (
    <Card
      variant="borderless"
      className={fullscreen ? 'dg-crud dg-crud-fullscreen' : 'dg-crud'}
      styles={{ body: { padding: 16 } }}
      style={fullscreen ? FULLSCREEN : undefined}
    >
      <Flex vertical gap={16}>
        {options.search && options.search.list.length > 0 && (
          <CrudSearch
            design={options.search}
            initial={list.query.filters}
            onSearch={(filters) => list.setQuery({ filters, pageNo: 1 })}
          />
        )}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong>{options.title}</Typography.Text>
          <Space wrap>
            {toolbar.map((a, index) => (
              <Button
                key={a.key ?? a.label}
                type={a.buttonType ?? (index === 0 ? 'primary' : 'default')}
                danger={a.danger}
                icon={a.icon ? <MenuIcon name={a.icon} /> : undefined}
                onClick={() => run(a)}
              >
                {a.label}
              </Button>
            ))}
            <CrudTools
              columns={options.columns}
              settings={table.settings}
              onChange={table.update}
              onReset={table.reset}
              onReload={list.reload}
              fullscreen={fullscreen}
              onFullscreen={setFullscreen}
            />
          </Space>
        </Flex>
        <div ref={box}>
          <Table<Row>
            rowKey={(row) => String(row[rowKey])}
            size={table.settings.density}
            tableLayout="fixed"
            loading={list.loading}
            dataSource={list.rows}
            columns={columns}
            scroll={{ x: fitted.scrollX }}
            rowSelection={selectable ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
            expandable={tree ? { childrenColumnName: 'children' } : undefined}
            pagination={
              tree
                ? false
                : {
                    current: list.query.pageNo,
                    pageSize: list.query.pageSize,
                    total: list.total,
                    pageSizeOptions: ['10', '20', '30'],
                    showQuickJumper: true,
                    showSizeChanger: true,
                    showTotal: (total, [from, to]) => `${from}-${to} 共 ${total} 条`,
                  }
            }
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort' && !Array.isArray(sorter))
                return list.setQuery({ ...nextSort(sorter, list.query), pageNo: 1 });
              if (extra.action === 'paginate')
                list.setQuery({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
            }}
          />
        </div>
      </Flex>
      {crud.dialog && dialogForm && (
        <FormDialog
          open
          title={dialogTitle(options, crud.dialog.mode, crud.dialog.record)}
          width={options.formWidth ?? 800}
          design={dialogForm}
          value={crud.dialog.record}
          readPretty={crud.dialog.mode === 'detail'}
          locked={crud.dialog.mode === 'edit' ? options.lockOnEdit : undefined}
          onSubmit={crud.submit}
          onClose={crud.close}
        />
      )}
      {runner.holder}
    </Card>
  );
});
