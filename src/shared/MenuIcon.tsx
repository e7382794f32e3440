import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  BugOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CodeOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons menu data may name, listed explicitly so the bundle carries only these (an
 * `import *` would ship all of @ant-design/icons). Add a name here when the menu uses a new one.
 */
const MENU_ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  BugOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CodeOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  PlusOutlined,
};

/**
 * Every icon name MenuIcon draws, for the menu form's icon choices (菜单管理, issue 13 finding 12).
 *
 * @example
 * MENU_ICON_NAMES.includes('UserOutlined') // true
 */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

/**
 * The antd icon a menu item names, AppstoreOutlined when the name is unknown or empty.
 *
 * @example
 * <MenuIcon name="SettingOutlined" />
 */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && Object.hasOwn(MENU_ICONS, name) && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
