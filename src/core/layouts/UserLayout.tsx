import { Flex, Layout, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { COPYRIGHT, LOGIN_PATH, PRODUCT_NAME } from '../constants';
import { LogoMark } from './LogoMark';

/**
 * The layout of the sign-in pages: logo, slogan, the page centred, copyright footer.
 *
 * @example
 * { path: '/user', element: <UserLayout />, children: [...] }
 */
export function UserLayout() {
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <Layout
      style={{
        minHeight: '100vh',
        background: 'linear-gradient(180deg, #e6f4ff 0%, #f5f7fa 45%, #f0f2f5 100%)',
      }}
    >
      <Layout.Content>
        <Flex vertical align="center" style={{ padding: '72px 16px 24px' }}>
          <Link to={LOGIN_PATH}>
            <Flex align="center" gap={12}>
              <LogoMark size={44} />
              <Typography.Title level={2} style={{ margin: 0 }}>
                {PRODUCT_NAME}
              </Typography.Title>
            </Flex>
          </Link>
          <Typography.Text type="secondary" style={{ margin: '12px 0 32px' }}>
            几件标准构件，搭起每一座业务殿堂
          </Typography.Text>
          <Outlet />
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent', color: 'rgba(0,0,0,0.45)' }}>
        {COPYRIGHT}
      </Layout.Footer>
    </Layout>
  );
}
