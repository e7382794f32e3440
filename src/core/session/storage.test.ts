import { beforeEach, describe, expect, it } from 'vitest';
import { createExpiringStorage } from './storage';

describe('createExpiringStorage', () => {
  let clock = 1_000;
  const store = () => createExpiringStorage(window.localStorage, { ttlMs: 100, now: () => clock });

  beforeEach(() => {
    window.localStorage.clear();
    clock = 1_000;
  });

  it('writes {value, expire} under the pro__ prefix', () => {
    store().set('Access-Token', 'abc');
    expect(JSON.parse(window.localStorage.getItem('pro__Access-Token')!)).toEqual({
      value: 'abc',
      expire: 1_100,
    });
  });

  it('reads a value until it expires, then null, and removes it', () => {
    store().set('Login_Userinfo', { id: '1' });
    clock = 1_099;
    expect(store().get('Login_Userinfo')).toEqual({ id: '1' });
    clock = 1_100;
    expect(store().get('Login_Userinfo')).toBeNull();
    expect(window.localStorage.getItem('pro__Login_Userinfo')).toBeNull();
  });

  it('keeps entries stored without expiry', () => {
    store().set('forever', 1, null);
    clock = 10 ** 12;
    expect(store().get('forever')).toBe(1);
  });

  it('reads missing, corrupt and foreign entries as null', () => {
    window.localStorage.setItem('pro__bad', '{not json');
    window.localStorage.setItem('pro__foreign', '"plain"');
    expect(store().get('missing')).toBeNull();
    expect(store().get('bad')).toBeNull();
    expect(store().get('foreign')).toBeNull();
  });

  it('removes entries', () => {
    store().set('k', 'v');
    store().remove('k');
    expect(store().get('k')).toBeNull();
  });
});
