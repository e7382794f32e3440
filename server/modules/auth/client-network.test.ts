import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('the network a sign-in failure is counted against', () => {
  it('is the address itself for IPv4, also when a dual-stack listener maps it into IPv6', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientNetworkOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe(network);
    expect(clientNetworkOf('2001:db8::1:0:0:0:7')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:0000:0001::7')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:1::')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:2::7')).not.toBe(network);
  });

  it('handles the short forms, zone ids and an embedded IPv4 tail', () => {
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('::')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetworkOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientNetworkOf('2001:db8:1:2:3:4:192.0.2.33')).toBe('2001:db8:1:2::/64');
  });

  it('leaves anything else as it came', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
