import { ApartmentOutlined } from '@ant-design/icons';
import { App, Avatar, Flex, Form, Modal, Select, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CurrentUserDeparts, SelectDepartResult, UserDepartItem } from '../../../schemas';
import { getAction, messageOf, postAction, ResponseRejected } from '../http/api';
import { storeUserInfo } from './storeUserInfo';

interface Loaded {
  list: UserDepartItem[];
  selected: string | undefined;
  current: string | undefined;
}

/**
 * 切换部门 (SPEC.md §4): `open()` loads the user's departments and shows the dialog only when there are
 * some (else '您尚未设置部门信息!'); 确认 with nothing chosen marks the select in error; a switch stores the
 * user info the server answers and closes.
 *
 * @example
 * const departs = useDepartSwitch(); <a onClick={departs.open}>切换部门</a>{departs.modal}
 */
export function useDepartSwitch(): { open(): void; modal: ReactNode } {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const open = async () => {
    try {
      const body = await getAction<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts');
      const list = body.success ? body.result.list : [];
      if (!list.length) {
        void message.warning('您尚未设置部门信息!');
        return;
      }
      const orgCode = body.result.orgCode ?? undefined;
      const current = list.find((depart) => depart.orgCode === orgCode)?.departName;
      setInvalid(false);
      setLoaded({ list, selected: current ? orgCode : undefined, current });
    } catch {
      // The error catalogue has told the user already.
    }
  };

  const confirm = async () => {
    if (!loaded?.selected) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const body = await postAction<SelectDepartResult>(
        '/sys/selectDepart',
        { orgCode: loaded.selected },
        { silent: true },
      );
      if (!body.success) throw new ResponseRejected(body);
      storeUserInfo(body.result.userInfo);
      void message.success(body.message || '切换成功');
      setLoaded(null);
    } catch (error) {
      void message.warning(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const modal = (
    <Modal
      title={loaded?.current ? `部门切换（当前部门 : ${loaded.current}）` : '部门切换'}
      width={450}
      open={loaded !== null}
      okText="确认"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={() => setLoaded(null)}
      maskClosable={false}
      destroyOnHidden
    >
      <Form.Item
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? '请选择登录部门' : undefined}
        style={{ marginBlock: 12 }}
      >
        <Flex align="center" gap={10}>
          <Tooltip title="您隶属于多部门，请选择当前所在部门">
            <Avatar style={{ backgroundColor: '#87d068', flex: 'none' }} icon={<ApartmentOutlined />} />
          </Tooltip>
          <Select
            aria-label="当前部门"
            placeholder="请选择登录部门"
            style={{ flex: 1 }}
            status={invalid ? 'error' : undefined}
            value={loaded?.selected}
            onChange={(selected: string) => {
              setInvalid(false);
              setLoaded((current) => current && { ...current, selected });
            }}
            options={loaded?.list.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
          />
        </Flex>
      </Form.Item>
    </Modal>
  );

  return { open: () => void open(), modal };
}
