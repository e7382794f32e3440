import { describe, expect, it } from 'vitest';
import { allowListOf, checkLiteralHost, isSpecialAddress } from './safety';

describe('the crawler address check', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'not-an-address',
  ])('refuses %s', (address) => expect(isSpecialAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])('lets %s through', (address) =>
    expect(isSpecialAddress(address)).toBe(false),
  );

  it('refuses an IP literal URL unless its host is on the allow-list', () => {
    const url = new URL('http://10.1.2.3:8080/list');
    expect(() => checkLiteralHost(url, allowListOf(''))).toThrow(/不允许访问内网或保留地址：10\.1\.2\.3/);
    expect(() => checkLiteralHost(url, allowListOf('127.0.0.1, 10.1.2.3'))).not.toThrow();
    expect(() => checkLiteralHost(new URL('http://[::1]/'), allowListOf('::1'))).not.toThrow();
  });
});
