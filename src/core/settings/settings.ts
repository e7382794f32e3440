import { PRIMARY_COLOR } from '../constants';
import type { ExpiringStorage } from '../session/storage';

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

/** What the settings drawer changes (SPEC.md §2, §4), named as JeecgBoot's app store names it. */
export interface AppSettings {
  /** The menus' (and the header's) theme. */
  navTheme: NavTheme;
  primaryColor: string;
  layout: LayoutMode;
  /** Fixed (1200 px, centred) or Fluid; only the top-menu layout has a choice, the side-menu one is fluid. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hide the header after scrolling down 100 px; needs a fixed header. */
  autoHideHeader: boolean;
  /** Keep the side menu in view while the page scrolls; not in the top-menu layout, which has none. */
  fixSiderbar: boolean;
  colorWeak: boolean;
  /** The tab bar (and the keep-alive of pages whose menu says so). */
  multipage: boolean;
}

/**
 * Where each setting is kept in local storage (prefixed pro__ and stored as `{ value, expire }` by the
 * storage), under JeecgBoot's own key names so a browser that ran its client keeps its choices.
 */
export const SETTING_KEYS: Readonly<Record<keyof AppSettings, string>> = {
  navTheme: 'DEFAULT_THEME',
  primaryColor: 'DEFAULT_COLOR',
  layout: 'DEFAULT_LAYOUT_MODE',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  fixSiderbar: 'DEFAULT_FIXED_SIDEMENU',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  multipage: 'DEFAULT_MULTI_PAGE',
};

/**
 * The start-up values when nothing is stored (SPEC.md §9): colour #1890FF, side-menu layout, Fixed width,
 * multi-tab on ("on in state"). The menus start dark, as §2's basic layout says (docs/decisions.md).
 */
export const DEFAULT_SETTINGS: Readonly<AppSettings> = {
  navTheme: 'dark',
  primaryColor: PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
};

/** The 8 preset primary colours of the drawer (JeecgBoot's colorList). */
export const PRESET_COLORS: ReadonlyArray<{ name: string; color: string }> = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

/** A colour the theme can take: #rgb or #rrggbb. */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

const CHOICES: Partial<Record<keyof AppSettings, readonly string[]>> = {
  navTheme: ['dark', 'light'],
  layout: ['sidemenu', 'topmenu'],
  contentWidth: ['Fixed', 'Fluid'],
};

function valid<K extends keyof AppSettings>(key: K, value: unknown): value is AppSettings[K] {
  if (key === 'primaryColor') return isThemeColor(value);
  const choices = CHOICES[key];
  if (choices) return typeof value === 'string' && choices.includes(value);
  return typeof value === 'boolean';
}

/**
 * The settings kept in `storage`, each unreadable or missing one at its default.
 *
 * @example
 * readSettings(createExpiringStorage(localStorage, { ttlMs: null })) // { navTheme: 'light', ... } after a change
 */
export function readSettings(storage: ExpiringStorage): AppSettings {
  const settings: AppSettings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(SETTING_KEYS) as Array<keyof AppSettings>) {
    const stored = storage.get<unknown>(SETTING_KEYS[key]);
    if (valid(key, stored)) (settings as unknown as Record<string, unknown>)[key] = stored;
  }
  return settings;
}

/**
 * Keeps one setting (for good: settings do not expire) and answers the new settings.
 *
 * @example
 * writeSetting(storage, settings, 'layout', 'topmenu') // { ...settings, layout: 'topmenu' }
 */
export function writeSetting<K extends keyof AppSettings>(
  storage: ExpiringStorage,
  settings: AppSettings,
  key: K,
  value: AppSettings[K],
): AppSettings {
  storage.set(SETTING_KEYS[key], value, null);
  return { ...settings, [key]: value };
}

/** What the layout draws from the settings: the rules that tie them together, applied. */
export interface EffectiveLayout {
  topMenu: boolean;
  /** Content 1200 px wide and centred (the top-menu layout with Fixed width). */
  fixedWidth: boolean;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixedSider: boolean;
}

/**
 * The settings as the layout applies them: Fixed width only in the top-menu layout, auto-hide only with a
 * fixed header, a fixed side menu only in the side-menu layout.
 *
 * @example
 * effectiveLayout({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader // false: the header is not fixed
 */
export function effectiveLayout(settings: AppSettings): EffectiveLayout {
  const topMenu = settings.layout === 'topmenu';
  return {
    topMenu,
    fixedWidth: topMenu && settings.contentWidth === 'Fixed',
    fixedHeader: settings.fixedHeader,
    autoHideHeader: settings.fixedHeader && settings.autoHideHeader,
    fixedSider: !topMenu && settings.fixSiderbar,
  };
}
