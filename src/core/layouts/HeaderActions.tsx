import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { ProjectSwitch } from '../account/ProjectSwitch';
import { HEADER_RIGHT_WIDTH } from '../constants';
import { settingsDrawerOpenAtom } from '../settings/settingsState';

/**
 * The header's right area (360 px, SPEC.md §2): reload (重新加载: not 刷新, the name of the tables' own
 * refresh button), the project switcher (only when the user has
 * projects), the settings gear, then `children` (the notification bell and the user menu).
 *
 * @example
 * <HeaderActions dark><NotificationBell /><UserMenu dark /></HeaderActions>
 */
export function HeaderActions({ dark, children }: { dark: boolean; children: ReactNode }) {
  const openSettings = useSetAtom(settingsDrawerOpenAtom);
  const color = dark ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.65)';
  return (
    <Flex
      justify="flex-end"
      align="center"
      gap={4}
      style={{ width: HEADER_RIGHT_WIDTH, flex: 'none', minWidth: 0 }}
    >
      <Tooltip title="重新加载">
        <Button
          type="text"
          aria-label="重新加载"
          icon={<ReloadOutlined />}
          style={{ color }}
          onClick={() => window.location.reload()}
        />
      </Tooltip>
      <ProjectSwitch />
      <Tooltip title="系统设置">
        <Button
          type="text"
          aria-label="系统设置"
          icon={<SettingOutlined />}
          style={{ color }}
          onClick={() => openSettings(true)}
        />
      </Tooltip>
      {children}
    </Flex>
  );
}
