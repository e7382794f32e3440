import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import menuPage from '../../pages-json/system/permission-list.page.json';
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

  it('is what the menu form offers: a searchable choice of exactly these icons, not free text', () => {
    const found: unknown[] = [];
    JSON.stringify(menuPage, (key, value: { model?: string; type?: string }) => {
      if (value && typeof value === 'object' && value.model === 'icon') found.push(value);
      return value;
    });
    const field = found[0] as {
      type: string;
      options: { filterable: boolean; options: { value: string }[] };
    };
    expect(field.type).toBe('select');
    expect(field.options.filterable).toBe(true);
    expect(field.options.options.map((o) => o.value)).toEqual([...MENU_ICON_NAMES]);
  });
});
