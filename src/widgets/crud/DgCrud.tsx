import { observer } from '@formily/react';
import { Button, Card, Divider, Flex, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState, type Key } from 'react';
import type { Action, CrudOptions } from '../../../schemas/generated/page';
import { MenuIcon } from '../../core/layouts/MenuIcon';
import {
  FormDialog,
  hasButtonPermission,
  isVisible,
  resolveParams,
  toolbarButtonVisible,
  useActionRunner,
  usePageScope,
  usePermissions,
} from '../../runtime';
import { usePageReloadVersion } from '../shared/pageReload';
import { tableColumns } from './cells';
import { CrudSearch } from './CrudSearch';
import { useCrudActions, type ModalMode } from './useCrudActions';
import { useCrudList, type Row } from './useCrudList';

const DIALOG_TITLE: Record<ModalMode, string> = { add: '新增', edit: '编辑', detail: '详情' };
const CRUD_KINDS = new Set(['add', 'edit', 'detail', 'delete', 'deleteBatch']);

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
  const list = useCrudList(options.api.list, params, {
    pageSize: options.pageSize ?? 10,
    column: options.defaultSort?.column,
    order: options.defaultSort?.order,
  });
  const crud = useCrudActions(options, list.reload, resolveParams(options.formParams, scope));
  const runner = useActionRunner();
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
    const rowScope = { ...scope, $row: row ?? {}, $selectedKeys: selected };
    if (!CRUD_KINDS.has(action.kind))
      return void runner.run(action, { scope: rowScope, reload: list.reload });
    if (action.kind === 'add') return void crud.open('add');
    if (action.kind === 'deleteBatch')
      return void crud.removeBatch(selected, action).then((ok) => ok && setSelected([]));
    if (!row) return;
    if (action.kind === 'delete') return void crud.remove(row, action);
    void crud.open(action.kind as ModalMode, row);
  }

  // Another widget of the page changed data this table shows (a tree's add, a button's request).
  const pageVersion = usePageReloadVersion();
  const firstVersion = useRef(pageVersion);
  const { reload } = list;
  useEffect(() => {
    if (pageVersion !== firstVersion.current) reload();
  }, [pageVersion, reload]);

  const dialogForm = crud.dialog?.mode === 'add' ? options.form : (options.editForm ?? options.form);
  const toolbar = (options.toolbar ?? []).filter((a) => allowed(a, true));
  const rowActions = (options.rowActions ?? []).filter((a) => allowed(a, false));
  // Ticking rows only makes sense when a button the user may press works on the ticked rows.
  const selectable =
    options.selection !== false &&
    toolbar.some((a) => a.kind === 'deleteBatch' || JSON.stringify(a.params ?? {}).includes('$selectedKeys'));
  const columns = (() => {
    const base = tableColumns(options.columns, list.query);
    if (rowActions.length === 0) return base;
    return [
      ...base,
      {
        key: '__actions',
        title: '操作',
        width: options.actionWidth ?? 160,
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

  return (
    <Card variant="borderless" className="dg-crud" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={16}>
        {options.search && options.search.list.length > 0 && (
          <CrudSearch design={options.search} onSearch={(filters) => list.setQuery({ filters, pageNo: 1 })} />
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
          </Space>
        </Flex>
        <Table<Row>
          rowKey={(row) => String(row[rowKey])}
          size="middle"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
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
            if (extra.action === 'sort' && !Array.isArray(sorter)) {
              const order =
                sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined;
              return list.setQuery({
                column: order ? String(sorter.columnKey) : undefined,
                order,
                pageNo: 1,
              });
            }
            if (extra.action === 'paginate')
              list.setQuery({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
          }}
        />
      </Flex>
      {crud.dialog && dialogForm && (
        <FormDialog
          open
          title={DIALOG_TITLE[crud.dialog.mode]}
          width={options.formWidth ?? 800}
          design={dialogForm}
          value={crud.dialog.record}
          readPretty={crud.dialog.mode === 'detail'}
          onSubmit={crud.submit}
          onClose={crud.close}
        />
      )}
      {runner.holder}
    </Card>
  );
});
