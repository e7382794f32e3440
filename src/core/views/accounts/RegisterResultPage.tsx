import { Button, Card, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../../constants';

/**
 * 注册结果 (/user/register-result): the new account's name, and the way to sign in.
 *
 * @example
 * navigate('/user/register-result', { state: { username: 'xiaoming' } })
 */
export function RegisterResultPage() {
  const state = useLocation().state as { username?: unknown } | null;
  const username = typeof state?.username === 'string' ? state.username : null;
  return (
    <Card style={{ width: 480, maxWidth: '100%' }}>
      <Result
        status="success"
        title="注册成功"
        subTitle={
          <>
            {username && <div>你的账户：{username}</div>}
            <div>新账户为普通用户，可用账号密码或手机号登录；需要更多权限请联系管理员。</div>
          </>
        }
        extra={
          <Link to={LOGIN_PATH}>
            <Button type="primary" size="large">
              去登录
            </Button>
          </Link>
        }
      />
    </Card>
  );
}
