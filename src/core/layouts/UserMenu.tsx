import { LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, PRIMARY_COLOR } from '../constants';
import { greeting } from '../greeting';
import { logout } from '../session/sessionActions';
import { useSession } from '../session/useSession';

const ITEMS: MenuProps['items'] = [
  { key: 'account', icon: <SettingOutlined />, label: '账户设置（即将推出）', disabled: true },
  { key: 'password', icon: <LockOutlined />, label: '修改密码（即将推出）', disabled: true },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

/**
 * The header's user area: avatar and greeting; its menu holds the account items and 退出登录,
 * which asks for confirmation before signing out.
 *
 * @example
 * <UserMenu />
 */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const { modal } = App.useApp();

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

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items: ITEMS, onClick: ({ key }) => key === 'logout' && confirmLogout() }}
    >
      <button
        type="button"
        data-testid="user-menu"
        aria-label="用户菜单"
        style={{
          background: 'none',
          border: 0,
          cursor: 'pointer',
          color: 'rgba(255,255,255,0.88)',
          padding: '0 12px',
        }}
      >
        <Space>
          <Avatar
            size="small"
            src={session?.avatar || undefined}
            icon={<UserOutlined />}
            style={{ backgroundColor: PRIMARY_COLOR }}
          />
          <span>
            {greeting()}，{session?.realname}
          </span>
        </Space>
      </button>
    </Dropdown>
  );
}
