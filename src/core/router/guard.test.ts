import { describe, expect, it } from 'vitest';
import { decideNavigation, redirectTarget, type GuardInput } from './guard';

const input = (
  pathname: string,
  search: string,
  hasToken: boolean,
  permissionsLoaded: boolean,
): GuardInput => ({
  pathname,
  search,
  hasToken,
  permissionsLoaded,
});

describe('decideNavigation (SPEC.md §2 route guard)', () => {
  it.each([
    // no token: public paths pass, everything else goes to sign-in with the full path
    [input('/user/login', '', false, false), { kind: 'allow' }],
    [input('/user/register', '', false, false), { kind: 'allow' }],
    [input('/user/register-result', '', false, false), { kind: 'allow' }],
    [input('/user/alteration', '', false, false), { kind: 'allow' }],
    [input('/', '', false, false), { kind: 'redirect', to: '/user/login?redirect=%2F' }],
    [input('/404', '', false, false), { kind: 'redirect', to: '/user/login?redirect=%2F404' }],
    [
      input('/system/user', '?pageNo=2&q=a%20b', false, false),
      { kind: 'redirect', to: '/user/login?redirect=%2Fsystem%2Fuser%3FpageNo%3D2%26q%3Da%2520b' },
    ],
    // token on the sign-in page goes to the workplace or the redirect query: before the first load the
    // redirect query travels along so the load can honour it, after it (the sign-in page waits for the
    // menu) it is followed at once
    [input('/user/login', '', true, false), { kind: 'redirect', to: '/dashboard/workplace' }],
    [
      input('/user/login', '?redirect=%2Fsystem', true, false),
      { kind: 'redirect', to: '/dashboard/workplace?redirect=%2Fsystem' },
    ],
    [
      input('/user/login', '?redirect=%2F%2Fevil.example', true, false),
      { kind: 'redirect', to: '/dashboard/workplace' },
    ],
    [input('/user/login', '?redirect=%2Fsystem', true, true), { kind: 'redirect', to: '/system' }],
    [
      input('/dashboard/workplace', '?redirect=%2Fsystem', true, false),
      {
        kind: 'load-permissions',
        target: '/system',
        onFailure: '/user/login?redirect=%2Fdashboard%2Fworkplace%3Fredirect%3D%252Fsystem',
      },
    ],
    // token, first navigation: load, then the original path...
    [
      input('/system/user', '?id=1', true, false),
      {
        kind: 'load-permissions',
        target: '/system/user?id=1',
        onFailure: '/user/login?redirect=%2Fsystem%2Fuser%3Fid%3D1',
      },
    ],
    // ...or the redirect query value
    [
      input('/user/register', '?redirect=%2Fsystem%2Frole', true, false),
      {
        kind: 'load-permissions',
        target: '/system/role',
        onFailure: '/user/login?redirect=%2Fuser%2Fregister%3Fredirect%3D%252Fsystem%252Frole',
      },
    ],
    // token and permissions: pass
    [input('/system/user', '', true, true), { kind: 'allow' }],
    [input('/anything/unknown', '', true, true), { kind: 'allow' }],
  ])('%j → %j', (given, expected) => {
    expect(decideNavigation(given)).toEqual(expected);
  });

  it('ignores a redirect query that leaves the app', () => {
    expect(
      decideNavigation(input('/dashboard/workplace', '?redirect=https%3A%2F%2Fevil.example', true, false)),
    ).toMatchObject({
      target: '/dashboard/workplace?redirect=https%3A%2F%2Fevil.example',
    });
  });
});

describe('redirectTarget', () => {
  it.each([
    ['?redirect=%2Fsystem%2Fuser%3Fa%3D1', '/system/user?a=1'],
    ['?redirect=%2F%2Fevil.example', null],
    ['?redirect=%2F%5Cevil.example', null],
    ['?redirect=javascript%3Aalert(1)', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(redirectTarget(search)).toBe(expected);
  });
});
