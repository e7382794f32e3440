import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * The 404 page, where every unknown path ends.
 *
 * @example
 * { path: '/404', element: <NotFoundPage /> }
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </Flex>
  );
}
