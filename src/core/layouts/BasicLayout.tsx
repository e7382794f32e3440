import { Flex, Layout, Spin, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { createContext, Suspense, useContext, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  COPYRIGHT,
  HEADER_RIGHT_WIDTH,
  PRODUCT_NAME,
  SIDER_COLLAPSED_WIDTH,
  SIDER_WIDTH,
} from '../constants';
import { homePathOf, sideMenuFor } from '../router/navTree';
import { navTreeAtom } from '../router/routeAtoms';
import { AppBreadcrumb } from './AppBreadcrumb';
import { LogoMark } from './LogoMark';
import { SideMenu } from './SideMenu';
import { TopMenu } from './TopMenu';
import { useBreadcrumbTrail } from './useBreadcrumbTrail';
import { NotificationBell } from '../../announcements/NotificationBell';
import { UserMenu } from './UserMenu';

const { Header, Sider, Content, Footer } = Layout;

/** Set inside the shell, so a menu route naming another layout does not draw a second shell. */
const InShell = createContext(false);

/**
 * The basic layout of SPEC.md §2: header (logo leading to the user's home, top menu, user area),
 * collapsible dark side menu (hidden on the home dashboard), breadcrumb and the routed page. Nested inside itself, it only
 * renders the child page.
 *
 * @example
 * { path: '/', element: <BasicLayout />, children: [...] }
 */
export function BasicLayout() {
  const nested = useContext(InShell);
  if (nested) return <Outlet />;
  return (
    <InShell.Provider value>
      <Shell />
    </InShell.Provider>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const nav = useAtomValue(navTreeAtom);
  const side = sideMenuFor(nav, pathname);
  const trail = useBreadcrumbTrail();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  const pageTitle = trail[trail.length - 1].title;

  useEffect(() => {
    document.title = `${pageTitle} - ${PRODUCT_NAME}`;
  }, [pageTitle]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16 }}>
        <Link
          to={homePathOf(nav)}
          style={{ display: 'flex', alignItems: 'center', gap: 10, width: SIDER_WIDTH - 16 }}
        >
          <LogoMark size={30} />
          <span style={{ color: '#fff', fontSize: 17, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {PRODUCT_NAME}
          </span>
        </Link>
        <TopMenu nav={nav} pathname={pathname} />
        <Flex justify="flex-end" style={{ width: HEADER_RIGHT_WIDTH, flex: 'none' }}>
          <NotificationBell />
          <UserMenu />
        </Flex>
      </Header>
      <Layout>
        {side && (
          <Sider
            data-testid="side-menu"
            theme="dark"
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
          >
            <SideMenu menu={side} pathname={pathname} collapsed={collapsed} />
          </Sider>
        )}
        <Layout style={{ paddingInline: 24 }}>
          <AppBreadcrumb trail={trail} />
          <Content
            style={{
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              padding: 24,
              minHeight: 360,
            }}
          >
            <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
              <Outlet />
            </Suspense>
          </Content>
          <Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>{COPYRIGHT}</Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
