/**
 * Who is on the other end of the connection: the client's address and whether it came over TLS,
 * through the proxies the deployment trusts (`TRUST_PROXY`, ADR 51).
 *
 * Without trusted proxies the socket is the client and `X-Forwarded-For` / `X-Forwarded-Proto` are
 * ignored, so a client cannot choose its own address. With them, the addresses are read as Express's
 * `trust proxy` reads them: the socket's peer, then `X-Forwarded-For` from right to left, and the
 * client is the first of these that is not a trusted proxy (or the left-most one if all are). The
 * protocol is the right-most `X-Forwarded-Proto` value, the one the proxy next to the server wrote,
 * and only when that peer is trusted.
 */
import { BlockList, isIP } from 'node:net';

export type TrustedProxies =
  | { readonly kind: 'none' }
  /** The socket's peer and the next `hops - 1` addresses to its left are proxies. */
  | { readonly kind: 'hops'; readonly hops: number }
  /** Proxies are the addresses in these ranges. */
  | { readonly kind: 'addresses'; readonly ranges: BlockList };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

const MAX_HOPS = 10;

const familyOf = (address: string): 'ipv4' | 'ipv6' | undefined =>
  (({ 4: 'ipv4', 6: 'ipv6' }) as const)[isIP(address) as 4 | 6] ?? undefined;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plainAddress = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

/** One `TRUST_PROXY` range: an address (`10.0.0.1`, `::1`) or a CIDR block (`10.0.0.0/8`). */
const addRange = (ranges: BlockList, text: string): boolean => {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = familyOf(address);
  if (family === undefined || rest.length > 0) return false;
  if (prefix === undefined) {
    ranges.addAddress(address, family);
    return true;
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 0 || bits > (family === 'ipv4' ? 32 : 128)) return false;
  ranges.addSubnet(address, bits, family);
  return true;
};

/**
 * `TRUST_PROXY`: a number of proxy hops (1 to 10: `1` for one load balancer), or a comma-separated
 * list of proxy addresses and CIDR blocks (`10.0.0.0/8,192.168.1.7`); undefined when malformed.
 */
export const parseTrustedProxies = (text: string): TrustedProxies | undefined => {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops === 0 ? NO_TRUSTED_PROXIES : hops <= MAX_HOPS ? { kind: 'hops', hops } : undefined;
  }
  const ranges = new BlockList();
  const items = trimmed.split(',').map((item) => item.trim());
  return items.every((item) => addRange(ranges, item)) ? { kind: 'addresses', ranges } : undefined;
};

const isTrusted = (trust: TrustedProxies, address: string, hop: number): boolean => {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return hop < trust.hops;
    case 'addresses': {
      const family = familyOf(address);
      return family !== undefined && trust.ranges.check(address, family);
    }
  }
};

export interface ConnectionFacts {
  /** The client's address (IP); 'unknown' without a socket. */
  readonly clientAddress: string;
  /** The client reached us over TLS: the socket is TLS, or a trusted proxy says it took https. */
  readonly overTls: boolean;
}

export interface Connection {
  /** The socket's peer; undefined without a socket (requests made in-process). */
  readonly peerAddress: string | undefined;
  /** The socket itself is TLS. */
  readonly encrypted: boolean;
  readonly forwardedFor: string | undefined;
  readonly forwardedProto: string | undefined;
}

/** The client's address and protocol on `connection`, trusting `trust`'s proxies only. */
export const connectionFacts = (trust: TrustedProxies, connection: Connection): ConnectionFacts => {
  const peer = connection.peerAddress === undefined ? 'unknown' : plainAddress(connection.peerAddress);
  if (!isTrusted(trust, peer, 0)) return { clientAddress: peer, overTls: connection.encrypted };
  const forwarded = (connection.forwardedFor ?? '')
    .split(',')
    .map((address) => plainAddress(address.trim()))
    .filter((address) => address !== '')
    .reverse();
  const chain = [peer, ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(trust, chain[hop] ?? '', hop)) hop += 1;
  const proto = (connection.forwardedProto ?? '').split(',').pop()?.trim().toLowerCase();
  return {
    clientAddress: chain[hop] ?? peer,
    overTls: connection.encrypted || proto === 'https',
  };
};
