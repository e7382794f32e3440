import { describe, expect, it } from 'vitest';
import { filterRoutes, hasPermission } from './routeFilter';

describe('hasPermission', () => {
  it.each([
    ['no meta', {}, [], true],
    ['meta without permission', { meta: {} }, [], true],
    ['an empty permission list', { meta: { permission: [] } }, [], true],
    ['one required code held', { meta: { permission: ['user:add'] } }, ['user:add'], true],
    ['any of several codes held', { meta: { permission: ['user:add', 'user:edit'] } }, ['user:edit'], true],
    ['none held', { meta: { permission: ['user:add'] } }, ['role:add'], false],
    ['nothing granted', { meta: { permission: ['user:add'] } }, [], false],
    ['codes compared exactly', { meta: { permission: ['user:add'] } }, ['user:ad', 'USER:ADD'], false],
  ])('%s', (_name, route, granted, expected) => {
    expect(hasPermission(granted, route)).toBe(expected);
  });
});

describe('filterRoutes', () => {
  const routes = [
    { path: '/a', meta: {} },
    { path: '/b', meta: { permission: ['b'] } },
    {
      path: '/c',
      children: [
        { path: '/c/1', meta: { permission: ['c1'] } },
        { path: '/c/2', children: [{ path: '/c/2/x', meta: { permission: ['x'] } }] },
      ],
    },
  ];

  it('keeps open routes and those matched, at every depth', () => {
    const kept = filterRoutes(routes, ['c1']);
    expect(kept.map((r) => r.path)).toEqual(['/a', '/c']);
    expect(kept[1].children?.map((r) => r.path)).toEqual(['/c/1', '/c/2']);
    expect(kept[1].children?.[1].children).toEqual([]);
  });

  it('does not change its input', () => {
    filterRoutes(routes, []);
    expect(routes[2].children).toHaveLength(2);
  });
});
