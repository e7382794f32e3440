// antd 5's static notification/Modal render nothing under React 19 without this; it must come first.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from './core/AppShell';
import { APP_CONFIG } from './core/appTheme';
import { browserEffects } from './core/http/browserEffects';
import { http } from './core/http/client';
import { installErrorHandling } from './core/http/errorHandling';
import { AppRoutes } from './core/router/AppRoutes';
import { logout, restoreSession } from './core/session/sessionActions';

dayjs.locale('zh-cn');
// The error catalogue notifies through static calls; give them the app's locale and theme.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider {...APP_CONFIG}>{children}</ConfigProvider>,
});
restoreSession();
installErrorHandling(http, browserEffects(logout));

// A data router, so a page with unsaved work can stop the browser's back button too (useBlocker); the
// route table itself is AppRoutes', rebuilt as the menu routes change.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  </StrictMode>,
);
