/**
 * What the crawler may connect to (SSRF): never a private, loopback, link-local or other special address
 * unless the administrator lists the host in REPTILE_ALLOWED_HOSTS. The check is on the RESOLVED address,
 * and the socket connects to exactly the address checked (a `lookup` handed to node:http), so a name that
 * resolves to a public address for the check and to 127.0.0.1 for the connection (DNS rebinding) cannot
 * slip through. Each redirect hop is checked again (fetcher.ts).
 */
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses no project may reach without the allow-list (RFC 6890 special-purpose ranges and friends). */
const SPECIAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv4');
// (IPv4-mapped IPv6 is judged as its IPv4 address below: a ::ffff:0:0/96 rule here would also match
// every IPv4 address, as BlockList maps them.)
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address is private, loopback, link-local, multicast, reserved or otherwise not a public
 * internet address. An IPv4-mapped IPv6 address is judged as its IPv4 address.
 *
 * @example
 * isSpecialAddress('10.1.2.3') // true
 * isSpecialAddress('::ffff:127.0.0.1') // true
 * isSpecialAddress('93.184.216.34') // false
 */
export function isSpecialAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return SPECIAL.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  // Not an address, or IPv4-mapped written in hex (::ffff:7f00:1): refused rather than decoded.
  if (family === 0 || /^::ffff:/i.test(address)) return true;
  return SPECIAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The hosts (names or IP addresses, lower case) the administrator allows despite their address. */
export type AllowList = ReadonlySet<string>;

/**
 * REPTILE_ALLOWED_HOSTS: host names or addresses, comma-separated (`127.0.0.1,intranet.example.com`).
 *
 * @example
 * allowListOf('127.0.0.1, Intra.Example.com') // Set { '127.0.0.1', 'intra.example.com' }
 */
export function allowListOf(raw: string | undefined): AllowList {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((item) =>
        item
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter((item) => item !== ''),
  );
}

/** The refusal message for a host whose address is special. */
export function refusalOf(host: string, address: string): string {
  return `不允许访问内网或保留地址：${host}（${address}）。如确需采集，请管理员把该主机加入 REPTILE_ALLOWED_HOSTS`;
}

/** A refusal of the address check; fetcher.ts reports its message for the URL. */
export class AddressRefused extends Error {}

/** The host of a URL as node:http wants it: IPv6 without brackets, lower case. */
export function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

/**
 * Refuses an IP literal that is special and not allowed; names are checked as they resolve (safeLookup).
 *
 * @example
 * checkLiteralHost(new URL('http://10.0.0.1/'), new Set()) // throws AddressRefused
 */
export function checkLiteralHost(url: URL, allow: AllowList): void {
  const host = bareHost(url);
  if (isIP(host) !== 0 && !allow.has(host) && isSpecialAddress(host))
    throw new AddressRefused(refusalOf(host, host));
}

/**
 * A `lookup` for node:http that resolves the name and hands the socket only addresses that pass, so the
 * connection goes to the address checked. Every address of the name must pass: a name with one public and
 * one private address is refused.
 *
 * @example
 * http.request(url, { lookup: safeLookup(allow) })
 */
export function safeLookup(allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const host = hostname.toLowerCase();
      if (!allow.has(host)) {
        const bad = list.find((entry) => isSpecialAddress(entry.address));
        if (bad) return callback(new AddressRefused(refusalOf(hostname, bad.address)), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`无法解析主机：${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
