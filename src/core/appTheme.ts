import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { PRIMARY_COLOR } from './constants';

/**
 * ConfigProvider settings shared by the app and antd's static notification/Modal calls (which render
 * outside the React tree): Chinese locale, primary colour of SPEC.md §9, and button text left as
 * written (antd would otherwise print '登录' as '登 录').
 *
 * @example
 * <ConfigProvider {...APP_CONFIG}>...</ConfigProvider>
 */
export const APP_CONFIG: ConfigProviderProps = {
  locale: zhCN,
  theme: { token: { colorPrimary: PRIMARY_COLOR } },
  button: { autoInsertSpace: false },
};
