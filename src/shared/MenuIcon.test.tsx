import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import menuPage from '../pages-json/system/permission-list.page.json';
import { MENU_ICON_NAMES, MenuIcon } from './MenuIcon';

const iconOf = (name?: string) =>
  render(<MenuIcon name={name} />)
    .container.querySelector('[role="img"]')
    ?.getAttribute('aria-label');

describe('MenuIcon', () => {
  it('draws the icon the menu names', () => {
    expect(iconOf('SettingOutlined')).toBe('setting');
    expect(iconOf('TeamOutlined')).toBe('team');
  });

  it.each([undefined, '', 'NoSuchOutlined', 'constructor', '__proto__', 'toString'])(
    'falls back to appstore for %j',
    (name) => {
      expect(iconOf(name)).toBe('appstore');
    },
  );

  it('is what the menu form offers: the icon picker (icon-select), whose grid is this list', () => {
    const found: unknown[] = [];
    JSON.stringify(menuPage, (key, value: { model?: string; type?: string }) => {
      if (value && typeof value === 'object' && value.model === 'icon') found.push(value);
      return value;
    });
    expect((found[0] as { type: string }).type).toBe('icon-select');
    expect(MENU_ICON_NAMES.length).toBeGreaterThan(40);
  });
});
