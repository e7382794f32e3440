import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../session/storage';
import {
  DEFAULT_SETTINGS,
  effectiveLayout,
  PRESET_COLORS,
  readSettings,
  SETTING_KEYS,
  writeSetting,
} from './settings';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('settings persistence', () => {
  it('starts from SPEC.md §9’s defaults when nothing is stored', () => {
    const settings = readSettings(createExpiringStorage(memoryStorage(), { ttlMs: null }));
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).toMatchObject({ primaryColor: '#1890FF', layout: 'sidemenu', contentWidth: 'Fixed' });
    expect(settings.multipage).toBe(true);
  });

  it('keeps each change under JeecgBoot’s key, as vue-ls writes it, and reads it back', () => {
    const backend = memoryStorage();
    const storage = createExpiringStorage(backend, { ttlMs: null });
    let settings = readSettings(storage);
    settings = writeSetting(storage, settings, 'layout', 'topmenu');
    settings = writeSetting(storage, settings, 'primaryColor', '#722ED1');
    settings = writeSetting(storage, settings, 'multipage', false);
    expect(settings).toMatchObject({ layout: 'topmenu', primaryColor: '#722ED1', multipage: false });
    expect(JSON.parse(backend.getItem('pro__DEFAULT_LAYOUT_MODE')!)).toEqual({
      value: 'topmenu',
      expire: null,
    });
    expect(JSON.parse(backend.getItem('pro__DEFAULT_COLOR')!)).toEqual({ value: '#722ED1', expire: null });
    expect(readSettings(createExpiringStorage(backend, { ttlMs: null }))).toEqual({
      ...DEFAULT_SETTINGS,
      layout: 'topmenu',
      primaryColor: '#722ED1',
      multipage: false,
    });
  });

  it('ignores stored values that are not one of the choices', () => {
    const backend = memoryStorage();
    const put = (key: keyof typeof SETTING_KEYS, value: unknown) =>
      backend.setItem(`pro__${SETTING_KEYS[key]}`, JSON.stringify({ value, expire: null }));
    put('layout', 'sideways');
    put('primaryColor', 'red; background: url(x)');
    put('fixedHeader', 'yes');
    backend.setItem('pro__DEFAULT_THEME', '{not json');
    expect(readSettings(createExpiringStorage(backend, { ttlMs: null }))).toEqual(DEFAULT_SETTINGS);
  });

  it('offers 8 preset colours, the default among them', () => {
    expect(PRESET_COLORS).toHaveLength(8);
    expect(PRESET_COLORS.map((preset) => preset.color)).toContain(DEFAULT_SETTINGS.primaryColor);
  });
});

describe('effectiveLayout', () => {
  it('gives Fixed width only to the top-menu layout', () => {
    expect(effectiveLayout({ ...DEFAULT_SETTINGS, layout: 'topmenu' }).fixedWidth).toBe(true);
    expect(
      effectiveLayout({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).fixedWidth,
    ).toBe(false);
    expect(effectiveLayout(DEFAULT_SETTINGS).fixedWidth).toBe(false);
  });

  it('hides the header on scroll only when it is fixed', () => {
    expect(effectiveLayout({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(
      effectiveLayout({ ...DEFAULT_SETTINGS, autoHideHeader: true, fixedHeader: true }).autoHideHeader,
    ).toBe(true);
  });

  it('fixes the side menu only in the side-menu layout', () => {
    expect(effectiveLayout({ ...DEFAULT_SETTINGS, fixSiderbar: true }).fixedSider).toBe(true);
    expect(effectiveLayout({ ...DEFAULT_SETTINGS, fixSiderbar: true, layout: 'topmenu' }).fixedSider).toBe(
      false,
    );
  });
});
