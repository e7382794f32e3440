import { Button, Card, Result } from 'antd';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../constants';

/**
 * A sign-in area page that is not built yet (register, register result, password reset): says so
 * plainly and leads back to sign-in.
 *
 * @example
 * <ComingSoonPage title="注册账户" />
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Card style={{ width: 480, maxWidth: '100%' }}>
      <Result
        status="info"
        title={title}
        subTitle="该功能即将上线，敬请期待。如需账号或重置密码，请联系系统管理员。"
        extra={
          <Link to={LOGIN_PATH}>
            <Button type="primary">返回登录</Button>
          </Link>
        }
      />
    </Card>
  );
}
