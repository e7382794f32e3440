/**
 * What the sign-in throttle counts failures by. An IPv4 address is one client (or one office behind NAT);
 * an IPv6 client usually holds a whole /64 and can pick a new address in it for every attempt, so there
 * the /64 is the unit.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address, `::` expanded; an embedded IPv4 tail counts as two groups. */
function groupsOf(address: string): string[] {
  const [head, tail] = address.split('::');
  const split = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const front = split(head);
  if (tail === undefined) return front;
  const back = split(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/**
 * The address an IPv4 client signs in from, or the /64 network of an IPv6 one. IPv4-mapped IPv6
 * addresses (a dual-stack listener's view of IPv4 clients) count as their IPv4 address; anything else is
 * returned as it came.
 *
 * @example
 * clientNetworkOf('203.0.113.7')               // '203.0.113.7'
 * clientNetworkOf('::ffff:203.0.113.7')        // '203.0.113.7'
 * clientNetworkOf('2001:db8:0:1:aaaa::7')      // '2001:db8:0:1::/64'
 */
export function clientNetworkOf(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return ip;
  const prefix = groupsOf(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
