import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { PRIMARY_COLOR } from './constants';

/** Whether the user's system asks for less motion (an accessibility setting; the e2e browser sets it too). */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * ConfigProvider settings shared by the app and antd's static notification/Modal calls (which render
 * outside the React tree): Chinese locale, primary colour of SPEC.md §9, button text left as written
 * (antd would otherwise print '登录' as '登 录'), and no animations for users who ask their system for
 * reduced motion.
 *
 * @example
 * <ConfigProvider {...APP_CONFIG}>...</ConfigProvider>
 */
export const APP_CONFIG: ConfigProviderProps = {
  locale: zhCN,
  theme: { token: { colorPrimary: PRIMARY_COLOR, motion: !reducedMotion } },
  button: { autoInsertSpace: false },
};
