/**
 * The SSRF guard of webhook deliveries: loopback, private, link-local, shared, multicast and
 * unspecified addresses are refused unless RECRUIT_WEBHOOK_ALLOW_PRIVATE. Checked on the address
 * the connection is made to (the DNS answer at connection time, or the literal IP), so a name
 * that resolves to 127.0.0.1 — or changes its answer after a first check — is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import net from 'node:net';

const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return true; // not an address: refuse
}

export class BlockedAddressError extends Error {
  constructor(address: string) {
    super(`webhook target resolves to a private address (${address})`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses private answers (handles `all: true` lookups too). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const blocked = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (blocked) return callback(new BlockedAddressError(blocked.address), '');
      if (list.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
