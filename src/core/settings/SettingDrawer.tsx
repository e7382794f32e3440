import { CheckOutlined } from '@ant-design/icons';
import { Alert, App, Divider, Drawer, Flex, Select, Switch, Tooltip, Typography, theme } from 'antd';
import { useAtom } from 'jotai';
import type { CSSProperties, ReactNode } from 'react';
import { isThemeColor, PRESET_COLORS, type AppSettings, type LayoutMode, type NavTheme } from './settings';
import { settingsDrawerOpenAtom, useSettings } from './settingsState';

/** The drawer's width (SPEC.md §9). */
export const SETTING_DRAWER_WIDTH = 300;
/** The new colour's message stays at least this long after the new theme is painted. */
const THEME_MESSAGE_MS = 400;

/** A small picture of a layout: the side menu and header in `menu`'s colour. */
function LayoutPicture({ top, menu }: { top: boolean; menu: string }) {
  const box: CSSProperties = { position: 'absolute', background: menu };
  return (
    <span
      style={{
        position: 'relative',
        display: 'block',
        width: 48,
        height: 40,
        borderRadius: 4,
        background: '#f0f2f5',
        overflow: 'hidden',
        boxShadow: '0 1px 2.5px rgba(0,0,0,0.18)',
      }}
    >
      <span style={{ ...box, left: 0, right: 0, top: 0, height: 10 }} />
      {!top && <span style={{ ...box, left: 0, top: 0, bottom: 0, width: 14 }} />}
    </span>
  );
}

/** One picture choice (menu style, navigation mode), marked with a check when chosen. */
function Choice({
  label,
  chosen,
  onChoose,
  children,
}: {
  label: string;
  chosen: boolean;
  onChoose(): void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Tooltip title={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={chosen}
        onClick={onChoose}
        style={{ position: 'relative', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
      >
        {children}
        {chosen && (
          <CheckOutlined
            style={{ position: 'absolute', right: 4, bottom: 4, color: token.colorPrimary, fontSize: 14 }}
          />
        )}
      </button>
    </Tooltip>
  );
}

/** A labelled row with its control on the right; a label struck through when the setting has no effect. */
function Row({ label, off, children }: { label: string; off?: boolean; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ paddingBlock: 8 }}>
      <span style={{ textDecoration: off ? 'line-through' : undefined }}>{label}</span>
      {children}
    </Flex>
  );
}

/**
 * The settings drawer (SPEC.md §2): menu theme, primary colour, navigation mode, content width, fixed and
 * auto-hiding header, fixed side menu, colour-weak mode and tabs. Each change applies at once and is kept
 * in this browser's local storage, from which the app restores it at start-up.
 *
 * @example
 * <SettingDrawer /> // opened by settingsDrawerOpenAtom
 */
export function SettingDrawer() {
  const [open, setOpen] = useAtom(settingsDrawerOpenAtom);
  const [settings, change] = useSettings();
  const { message } = App.useApp();
  const top = settings.layout === 'topmenu';

  const changeColor = (color: string) => {
    if (color === settings.primaryColor) return;
    const hide = message.loading('正在编译主题！', 0);
    try {
      if (!isThemeColor(color)) throw new Error(`not a colour: ${color}`);
      change('primaryColor', color);
      // antd recomputes its styles as the app renders with the new token; the message goes once painted.
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hide, THEME_MESSAGE_MS)));
    } catch {
      hide();
      void message.error('Failed to update theme');
    }
  };

  const changeLayout = (layout: LayoutMode) => {
    change('layout', layout);
    // JeecgBoot's handleLayout: the side menu is never left fixed by a change of mode.
    change('fixSiderbar', false);
    if (layout === 'sidemenu' && settings.contentWidth === 'Fluid') change('contentWidth', 'Fixed');
  };

  const toggle = (
    key: keyof Pick<
      AppSettings,
      'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multipage'
    >,
    label: string,
    disabled = false,
  ) => (
    <Switch
      size="small"
      aria-label={label}
      checked={settings[key] && !disabled}
      disabled={disabled}
      onChange={(checked) => change(key, checked)}
    />
  );

  const menuChoice = (navTheme: NavTheme, label: string) => (
    <Choice
      label={label}
      chosen={settings.navTheme === navTheme}
      onChoose={() => change('navTheme', navTheme)}
    >
      <LayoutPicture top={false} menu={navTheme === 'dark' ? '#001529' : '#fff'} />
    </Choice>
  );

  return (
    <Drawer
      title="系统设置"
      width={SETTING_DRAWER_WIDTH}
      placement="right"
      open={open}
      onClose={() => setOpen(false)}
      data-testid="setting-drawer"
    >
      <Typography.Title level={5}>整体风格设置</Typography.Title>
      <Flex gap={16}>
        {menuChoice('dark', '暗色菜单风格')}
        {menuChoice('light', '亮色菜单风格')}
      </Flex>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        主题色
      </Typography.Title>
      <Flex gap={8} wrap>
        {PRESET_COLORS.map((preset) => (
          <Tooltip key={preset.color} title={preset.name}>
            <button
              type="button"
              aria-label={`主题色 ${preset.name}`}
              aria-pressed={preset.color === settings.primaryColor}
              onClick={() => changeColor(preset.color)}
              style={{
                width: 20,
                height: 20,
                border: 0,
                borderRadius: 2,
                padding: 0,
                cursor: 'pointer',
                background: preset.color,
                color: '#fff',
                fontSize: 12,
              }}
            >
              {preset.color === settings.primaryColor && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </Flex>

      <Divider />
      <Typography.Title level={5}>导航模式</Typography.Title>
      <Flex gap={16}>
        <Choice label="侧边栏导航" chosen={!top} onChoose={() => changeLayout('sidemenu')}>
          <LayoutPicture top={false} menu="#001529" />
        </Choice>
        <Choice label="顶部栏导航" chosen={top} onChoose={() => changeLayout('topmenu')}>
          <LayoutPicture top menu="#001529" />
        </Choice>
      </Flex>
      <div style={{ marginTop: 16 }}>
        <Row label="内容区域宽度">
          <Tooltip title="该设定仅 [顶部栏导航] 时有效">
            <Select
              size="small"
              aria-label="内容区域宽度"
              style={{ width: 80 }}
              value={top ? settings.contentWidth : 'Fixed'}
              onChange={(width: AppSettings['contentWidth']) => change('contentWidth', width)}
              options={[
                { value: 'Fixed', label: '固定' },
                ...(top ? [{ value: 'Fluid', label: '流式' }] : []),
              ]}
            />
          </Tooltip>
        </Row>
        <Row label="固定 Header">{toggle('fixedHeader', '固定 Header')}</Row>
        <Row label="下滑时隐藏 Header" off={!settings.fixedHeader}>
          {toggle('autoHideHeader', '下滑时隐藏 Header', !settings.fixedHeader)}
        </Row>
        <Row label="固定侧边菜单" off={top}>
          {toggle('fixSiderbar', '固定侧边菜单', top)}
        </Row>
      </div>

      <Divider />
      <Typography.Title level={5}>其他设置</Typography.Title>
      <Row label="色弱模式">{toggle('colorWeak', '色弱模式')}</Row>
      <Row label="多页签模式">{toggle('multipage', '多页签模式')}</Row>

      <Divider />
      <Alert type="info" showIcon message="设置即时生效，保存在本浏览器中；换一台电脑或浏览器需重新设置。" />
    </Drawer>
  );
}
