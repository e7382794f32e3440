import { Grid, Layout, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { createContext, useContext, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { NotificationBell } from '../../announcements/NotificationBell';
import { SettingDrawer } from '../settings/SettingDrawer';
import { effectiveLayout } from '../settings/settings';
import { useSettings } from '../settings/settingsState';
import { COPYRIGHT, PRODUCT_NAME, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../constants';
import { homePathOf, sideMenuFor } from '../router/navTree';
import { navTreeAtom } from '../router/routeAtoms';
import { AppBreadcrumb } from './AppBreadcrumb';
import { HeaderActions } from './HeaderActions';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LogoMark } from './LogoMark';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TopMenu } from './TopMenu';
import { useBreadcrumbTrail } from './useBreadcrumbTrail';
import { useHeaderHidden } from './useHeaderHidden';
import { usePageTabs } from './usePageTabs';
import { useRouteHandle } from './useRouteHandle';
import { UserMenu } from './UserMenu';

const { Header, Sider, Content, Footer } = Layout;

/** Antd's header height: where a fixed side menu starts below a fixed header. */
const HEADER_HEIGHT = 64;
/** The top-menu layout's Fixed content width (JeecgBoot's 1200 px). */
const FIXED_CONTENT_WIDTH = 1200;

/** Set inside the shell, so a menu route naming another layout does not draw a second shell. */
const InShell = createContext(false);

/**
 * The basic layout of SPEC.md §2: header (logo leading to the user's home, top menu, user area), side
 * menu (hidden on the home dashboard), tab bar, breadcrumb and the routed page, drawn as the settings
 * drawer says (menu theme, side- or top-menu layout, content width, fixed and auto-hiding header, fixed
 * side menu, tabs). Nested inside itself, it only renders the child page.
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
  const [settings] = useSettings();
  const layout = effectiveLayout(settings);
  const screens = Grid.useBreakpoint();
  // Tabs are off on phones (SPEC.md §2), whatever the setting says.
  const tabsOn = settings.multipage && screens.sm !== false;
  const side = layout.topMenu ? null : sideMenuFor(nav, pathname);
  const trail = useBreadcrumbTrail();
  const handle = useRouteHandle();
  const home = homePathOf(nav);
  const pageTitle = trail[trail.length - 1].title;
  const pageTabs = usePageTabs({ enabled: tabsOn, title: pageTitle, home, routable: !handle?.redirects });
  const [collapsed, setCollapsed] = useState(false);
  const headerHidden = useHeaderHidden(layout.autoHideHeader);
  const { token } = theme.useToken();
  const dark = settings.navTheme === 'dark';

  useEffect(() => {
    document.title = `${pageTitle} - ${PRODUCT_NAME}`;
  }, [pageTitle]);

  const showTabs = tabsOn && pageTabs.tabs.length > 0 && !pathname.includes('dashboard/Home');
  const stickyHeader = layout.fixedHeader
    ? ({ position: 'sticky', top: 0, zIndex: 100, width: '100%' } as const)
    : {};
  const stickySider = layout.fixedSider
    ? ({
        position: 'sticky',
        top: layout.fixedHeader ? HEADER_HEIGHT : 0,
        height: `calc(100vh - ${layout.fixedHeader ? HEADER_HEIGHT : 0}px)`,
        overflow: 'auto',
      } as const)
    : {};

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={settings.layout} data-nav-theme={settings.navTheme}>
      <Header
        data-testid="app-header"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          paddingInline: 16,
          background: dark ? undefined : token.colorBgContainer,
          boxShadow: dark ? undefined : '0 1px 4px rgba(0,21,41,0.08)',
          transition: 'transform 0.2s',
          transform: headerHidden ? 'translateY(-100%)' : undefined,
          ...stickyHeader,
        }}
      >
        <Link
          to={home}
          style={{ display: 'flex', alignItems: 'center', gap: 10, width: SIDER_WIDTH - 16, flex: 'none' }}
        >
          <LogoMark size={30} />
          <span
            style={{
              color: dark ? '#fff' : token.colorText,
              fontSize: 17,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {PRODUCT_NAME}
          </span>
        </Link>
        <TopMenu nav={nav} pathname={pathname} theme={settings.navTheme} whole={layout.topMenu} />
        <HeaderActions dark={dark}>
          <NotificationBell />
          <UserMenu dark={dark} />
        </HeaderActions>
      </Header>
      <Layout>
        {side && (
          <Sider
            data-testid="side-menu"
            theme={settings.navTheme}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            style={stickySider}
          >
            <SideMenu menu={side} pathname={pathname} collapsed={collapsed} theme={settings.navTheme} />
          </Sider>
        )}
        <Layout style={{ paddingInline: 24, minWidth: 0 }}>
          <div
            data-testid="content-area"
            style={{
              width: '100%',
              maxWidth: layout.fixedWidth ? FIXED_CONTENT_WIDTH : undefined,
              margin: '0 auto',
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {showTabs && (
              <div data-testid="page-tabs" style={{ marginTop: 12 }}>
                <TabBar
                  tabs={pageTabs.tabs}
                  active={pageTabs.active}
                  onSelect={pageTabs.select}
                  onClose={pageTabs.close}
                  onCommand={pageTabs.command}
                />
              </div>
            )}
            <AppBreadcrumb trail={trail} />
            <Content
              style={{
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                padding: 24,
                minHeight: 360,
              }}
            >
              <KeepAliveOutlet
                pageKey={pageTabs.active}
                keepAlive={showTabs && Boolean(handle?.keepAlive)}
                openKeys={pageTabs.tabs.map((tab) => tab.key)}
                refreshes={pageTabs.refreshes}
              />
            </Content>
          </div>
          <Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>{COPYRIGHT}</Footer>
        </Layout>
      </Layout>
      <SettingDrawer />
    </Layout>
  );
}
