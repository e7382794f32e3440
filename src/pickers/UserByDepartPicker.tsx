import { Button, Col, Empty, Form, Input, Modal, Row, Space, Table, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import type { DepartTreeNode, UserListResult, UserRecord } from '../../schemas';
import { useApiQuery } from '../runtime';
import { DEPART_TREE_API } from './DepartTreePicker';

/** One page of the normal users of some departments (SPEC.md §7; user:list). */
export const USER_PAGE_API = '/sys/user/queryUserComponentData';
/** SPEC.md §9: the user picker shows 10 a page, newest first. */
const PAGE_SIZE = 10;

export interface UserByDepartPickerProps {
  open: boolean;
  multiple?: boolean;
  /** The users chosen when it opens. */
  chosen: readonly UserRecord[];
  onOk: (users: UserRecord[]) => void;
  onCancel: () => void;
}

const toData = (nodes: readonly DepartTreeNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.departName, children: toData(node.children ?? []) }));

const COLUMNS = [
  { title: '账号', dataIndex: 'username', width: 140 },
  { title: '姓名', dataIndex: 'realname', width: 140 },
  { title: '性别', dataIndex: 'sex_dictText', width: 80 },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '部门', dataIndex: 'departNames', render: (names: string[]) => names.join('，') },
];

/**
 * 根据部门选择用户 (SPEC.md §4, JeecgBoot's JSelectUserByDepModal): the department tree on the left
 * narrows the user table on the right (10 a page, newest first, searched by 账号 and 姓名); ticks hold
 * across pages and departments. A single picker keeps one user (radio).
 *
 * @example
 * <UserByDepartPicker open multiple chosen={users} onOk={(picked) => save(picked)} onCancel={close} />
 */
export function UserByDepartPicker({
  open,
  multiple = false,
  chosen,
  onOk,
  onCancel,
}: UserByDepartPickerProps) {
  const [departId, setDepartId] = useState('');
  const [search, setSearch] = useState({ username: '', realname: '' });
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<UserRecord[] | null>(null);
  const [form] = Form.useForm<{ username?: string; realname?: string }>();
  const { data: treeBody } = useApiQuery<DepartTreeNode[]>(DEPART_TREE_API, {}, { enabled: open });
  const treeData = useMemo(() => toData(treeBody?.result ?? []), [treeBody]);
  const params = {
    pageNo,
    pageSize: PAGE_SIZE,
    column: 'createTime',
    order: 'desc',
    ...(departId ? { departId } : {}),
    ...(search.username ? { username: search.username } : {}),
    ...(search.realname ? { realname: search.realname } : {}),
  };
  const { data: body, isFetching } = useApiQuery<UserListResult>(USER_PAGE_API, params, {
    enabled: open,
    keep: true,
  });
  const page = body?.result;
  const current = picked ?? [...chosen];
  const reset = () => {
    setPicked(null);
    setDepartId('');
    setSearch({ username: '', realname: '' });
    setPageNo(1);
    form.resetFields();
  };

  return (
    <Modal
      title="根据部门选择用户"
      open={open}
      width={1250}
      destroyOnHidden
      okText="确定"
      cancelText="取消"
      onOk={() => {
        const users = current;
        reset();
        onOk(users);
      }}
      onCancel={() => {
        reset();
        onCancel();
      }}
    >
      <Row gutter={16}>
        <Col span={6} style={{ maxHeight: 520, overflowY: 'auto', borderRight: '1px solid #f0f0f0' }}>
          {treeData.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有部门" />
          ) : (
            <Tree
              aria-label="部门"
              defaultExpandAll
              blockNode
              treeData={treeData}
              selectedKeys={departId ? [departId] : []}
              onSelect={(keys) => {
                setDepartId(keys.length ? String(keys[0]) : '');
                setPageNo(1);
              }}
            />
          )}
        </Col>
        <Col span={18}>
          <Form
            form={form}
            layout="inline"
            style={{ marginBottom: 12 }}
            onFinish={(values) => {
              setSearch({ username: values.username?.trim() ?? '', realname: values.realname?.trim() ?? '' });
              setPageNo(1);
            }}
          >
            <Form.Item label="账号" name="username">
              <Input allowClear placeholder="输入账号查询" />
            </Form.Item>
            <Form.Item label="姓名" name="realname">
              <Input allowClear placeholder="输入姓名查询" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setSearch({ username: '', realname: '' });
                  setDepartId('');
                  setPageNo(1);
                }}
              >
                重置
              </Button>
            </Space>
          </Form>
          <Table<UserRecord>
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={COLUMNS}
            dataSource={page?.records ?? []}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: current.map((user) => user.id),
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => {
                // antd keeps rows of other pages as undefined placeholders: keep our own records of them.
                const byId = new Map(current.map((user) => [user.id, user]));
                const next = _keys.flatMap((key, index) => rows[index] ?? byId.get(String(key)) ?? []);
                setPicked(multiple ? next : next.slice(-1));
              },
            }}
            onRow={(user) => ({
              onClick: () => {
                const has = current.some((one) => one.id === user.id);
                if (!multiple) setPicked([user]);
                else setPicked(has ? current.filter((one) => one.id !== user.id) : [...current, user]);
              },
            })}
            pagination={{
              current: pageNo,
              pageSize: PAGE_SIZE,
              total: page?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total, [from, to]) => `${from}-${to} 共 ${total} 条`,
              onChange: setPageNo,
            }}
            locale={{ emptyText: '没有符合条件的用户' }}
          />
        </Col>
      </Row>
    </Modal>
  );
}
