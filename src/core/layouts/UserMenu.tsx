import {
  ApartmentOutlined,
  LockOutlined,
  LogoutOutlined,
  ReloadOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, Space, theme, type MenuProps } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordModal } from '../account/ChangePasswordModal';
import { useDepartSwitch } from '../account/useDepartSwitch';
import { LOGIN_PATH } from '../constants';
import { greeting } from '../greeting';
import { logout } from '../session/sessionActions';
import { useSession } from '../session/useSession';
import { settingsDrawerOpenAtom } from '../settings/settingsState';

const ITEMS: MenuProps['items'] = [
  { key: 'reload', icon: <ReloadOutlined />, label: '刷新' },
  { key: 'settings', icon: <ToolOutlined />, label: '系统设置' },
  { key: 'password', icon: <LockOutlined />, label: '修改密码' },
  { key: 'depart', icon: <ApartmentOutlined />, label: '切换部门' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

/**
 * The header's user area: avatar, greeting and nickname; its menu holds 刷新, 系统设置 (the settings
 * drawer), 修改密码, 切换部门 and 退出登录, which asks for confirmation before signing out.
 *
 * @example
 * <UserMenu dark />
 */
export function UserMenu({ dark = true }: { dark?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const openSettings = useSetAtom(settingsDrawerOpenAtom);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const departs = useDepartSwitch();
  const { token } = theme.useToken();

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        navigate(LOGIN_PATH, { replace: true });
      },
    });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reload') window.location.reload();
    else if (key === 'settings') openSettings(true);
    else if (key === 'password') {
      if (session?.username) setPasswordOpen(true);
      else void message.warning('当前系统无登陆用户!');
    } else if (key === 'depart') departs.open();
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: ITEMS, onClick }}>
        <button
          type="button"
          data-testid="user-menu"
          aria-label="用户菜单"
          style={{
            background: 'none',
            border: 0,
            cursor: 'pointer',
            color: dark ? 'rgba(255,255,255,0.88)' : 'rgba(0,0,0,0.88)',
            padding: '0 12px',
            minWidth: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          <Space>
            <Avatar
              size="small"
              src={session?.avatar || undefined}
              icon={<UserOutlined />}
              style={{ backgroundColor: token.colorPrimary }}
            />
            <span>
              {greeting()}，{session?.realname}
            </span>
          </Space>
        </button>
      </Dropdown>
      {session?.username && (
        <ChangePasswordModal
          username={session.username}
          open={passwordOpen}
          onClose={() => setPasswordOpen(false)}
        />
      )}
      {departs.modal}
    </>
  );
}
