import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { PRIMARY_COLOR } from './constants';

/** Whether the user's system asks for less motion (an accessibility setting; the e2e browser sets it too). */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * ConfigProvider settings for a primary colour: Chinese locale, the colour (SPEC.md §9's #1890FF unless
 * the settings drawer chose another), button text left as written (antd would otherwise print '登录' as
 * '登 录'), and no animations for users who ask their system for reduced motion.
 *
 * @example
 * <ConfigProvider {...appConfig('#722ED1')}>...</ConfigProvider>
 */
export function appConfig(primaryColor: string): ConfigProviderProps {
  return {
    locale: zhCN,
    theme: { token: { colorPrimary: primaryColor, motion: !reducedMotion } },
    button: { autoInsertSpace: false },
  };
}

/**
 * The default configuration, shared with antd's static notification/Modal calls (which render outside
 * the React tree).
 *
 * @example
 * <ConfigProvider {...APP_CONFIG}>...</ConfigProvider>
 */
export const APP_CONFIG: ConfigProviderProps = appConfig(PRIMARY_COLOR);
