import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB_REFUSAL,
  LAST_TAB_REFUSAL,
  openTab,
  type PageTab,
} from './tabList';

const home: PageTab = { key: '/dashboard/analysis', title: '首页' };
const user: PageTab = { key: '/system/user', title: '用户管理' };
const role: PageTab = { key: '/system/role', title: '角色管理' };
const dict: PageTab = { key: '/system/dict?x=1', title: '字典管理' };
const keys = (tabs: PageTab[]) => tabs.map((tab) => tab.key);

describe('openTab', () => {
  it('puts the home tab first, then pages in the order they were first visited', () => {
    let tabs = openTab([], user, home);
    tabs = openTab(tabs, role, home);
    tabs = openTab(tabs, user, home);
    expect(keys(tabs)).toEqual([home.key, user.key, role.key]);
  });

  it('opens the home alone when the home is the page visited', () => {
    expect(openTab([], home, home)).toEqual([home]);
  });

  it('keeps a tab’s place and takes its new title', () => {
    const tabs = openTab(openTab([], user, home), { key: user.key, title: '用户' }, home);
    expect(tabs).toEqual([home, { key: user.key, title: '用户' }]);
  });

  it('tells pages apart by their full path, query included', () => {
    const tabs = openTab(openTab([], dict, home), { key: '/system/dict?x=2', title: '字典管理' }, home);
    expect(keys(tabs)).toEqual([home.key, dict.key, '/system/dict?x=2']);
  });
});

describe('closeTab', () => {
  const tabs = [home, user, role];

  it('refuses the home tab', () => {
    expect(closeTab(tabs, home.key, user.key, home.key)).toEqual({
      tabs,
      active: user.key,
      refused: HOME_TAB_REFUSAL,
    });
  });

  it('refuses the last tab, even the home alone', () => {
    expect(closeTab([home], home.key, home.key, home.key).refused).toBe(LAST_TAB_REFUSAL);
    expect(closeTab([user], user.key, user.key, home.key).refused).toBe(LAST_TAB_REFUSAL);
  });

  it('shows the right neighbour of the shown tab it closes, else the left one', () => {
    expect(closeTab(tabs, user.key, user.key, home.key)).toEqual({ tabs: [home, role], active: role.key });
    expect(closeTab(tabs, role.key, role.key, home.key)).toEqual({ tabs: [home, user], active: user.key });
  });

  it('leaves the shown tab shown when another closes', () => {
    expect(closeTab(tabs, role.key, user.key, home.key)).toEqual({ tabs: [home, user], active: user.key });
  });
});

describe('closeLeft, closeRight, closeOthers', () => {
  const tabs = [home, user, role, dict];

  it('closeLeft keeps the home tab and the tabs from the one clicked', () => {
    expect(closeLeft(tabs, role.key, role.key, home.key)).toEqual({
      tabs: [home, role, dict],
      active: role.key,
    });
  });

  it('closeLeft shows the tab clicked when the shown one closed', () => {
    expect(closeLeft(tabs, dict.key, user.key, home.key)).toEqual({ tabs: [home, dict], active: dict.key });
  });

  it('closeRight keeps the tabs up to the one clicked', () => {
    expect(closeRight(tabs, user.key, dict.key, home.key)).toEqual({ tabs: [home, user], active: user.key });
    expect(closeRight(tabs, user.key, home.key, home.key)).toEqual({ tabs: [home, user], active: home.key });
  });

  it('closeOthers keeps the home tab and the one clicked, and shows it', () => {
    expect(closeOthers(tabs, role.key, home.key)).toEqual({ tabs: [home, role], active: role.key });
    expect(closeOthers(tabs, home.key, home.key)).toEqual({ tabs: [home], active: home.key });
  });
});
