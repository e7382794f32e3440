import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, type MenuProps } from 'antd';
import type { PageTab } from './tabList';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

const COMMANDS: MenuProps['items'] = [
  { key: 'refresh', icon: <ReloadOutlined />, label: '刷新' },
  { key: 'closeLeft', icon: <ArrowLeftOutlined />, label: '关闭左侧' },
  { key: 'closeRight', icon: <ArrowRightOutlined />, label: '关闭右侧' },
  { key: 'closeOthers', icon: <CloseOutlined />, label: '关闭其他' },
];

export interface TabBarProps {
  tabs: readonly PageTab[];
  active: string;
  onSelect(key: string): void;
  onClose(key: string): void;
  onCommand(command: TabCommand, key: string): void;
}

/**
 * The tab bar of the tabbed layout (SPEC.md §2): one closable tab per open page; a right click on a tab
 * offers 刷新, 关闭左侧, 关闭右侧 and 关闭其他 for that tab.
 *
 * @example
 * <TabBar tabs={tabs} active={fullPath} onSelect={navigate} onClose={close} onCommand={run} />
 */
export function TabBar({ tabs, active, onSelect, onClose, onCommand }: TabBarProps) {
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      onChange={onSelect}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
      tabBarStyle={{ margin: 0 }}
      locale={{ removeAriaLabel: '关闭标签页' }}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: COMMANDS,
              onClick: ({ key, domEvent }) => {
                // The menu is a portal of the tab's label: unstopped, the click would select the tab too.
                domEvent.stopPropagation();
                onCommand(key as TabCommand, tab.key);
              },
            }}
          >
            <span data-tab-key={tab.key}>{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
