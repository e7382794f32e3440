import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from './MenuIcon';

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
});
