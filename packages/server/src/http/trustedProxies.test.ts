import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './appEnv';
import { type Connection, connectionFacts, NO_TRUSTED_PROXIES, parseTrustedProxies } from './trustedProxies';
import { connectionFactsOf } from './viewer';

const trust = (text: string) => {
  const parsed = parseTrustedProxies(text);
  if (parsed === undefined) throw new Error(`bad TRUST_PROXY ${text}`);
  return parsed;
};

const via = (peerAddress: string | undefined, forwardedFor?: string, forwardedProto?: string): Connection => ({
  peerAddress,
  encrypted: false,
  forwardedFor,
  forwardedProto,
});

describe('connectionFacts without trusted proxies (TRUST_PROXY unset)', () => {
  it('takes the socket as the client and ignores the forwarding headers', () => {
    expect(connectionFacts(NO_TRUSTED_PROXIES, via('203.0.113.9', '198.51.100.1', 'https'))).toEqual({
      clientAddress: '203.0.113.9',
      overTls: false,
    });
    expect(connectionFacts(NO_TRUSTED_PROXIES, { ...via('203.0.113.9'), encrypted: true }).overTls).toBe(true);
    expect(connectionFacts(NO_TRUSTED_PROXIES, via(undefined, '198.51.100.1')).clientAddress).toBe('unknown');
  });

  it('a client can never choose its address or protocol by headers', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.option(fc.string()), fc.option(fc.string()), (peer, forwardedFor, forwardedProto) => {
        expect(
          connectionFacts(NO_TRUSTED_PROXIES, via(peer, forwardedFor ?? undefined, forwardedProto ?? undefined)),
        ).toEqual({ clientAddress: peer, overTls: false });
      }),
    );
  });
});

describe('connectionFacts behind trusted proxies', () => {
  it('TRUST_PROXY=1: the right-most X-Forwarded-For address is the client, whatever the client sent before it', () => {
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7'))).toEqual({
      clientAddress: '198.51.100.7',
      overTls: false,
    });
    // A client that sends its own X-Forwarded-For only adds addresses to the left.
    expect(connectionFacts(trust('1'), via('10.0.0.2', '1.2.3.4, 198.51.100.7')).clientAddress).toBe('198.51.100.7');
    // Nothing forwarded: the proxy itself.
    expect(connectionFacts(trust('1'), via('10.0.0.2')).clientAddress).toBe('10.0.0.2');
  });

  it('TRUST_PROXY=2: two hops from the right', () => {
    expect(connectionFacts(trust('2'), via('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9')).clientAddress).toBe(
      '198.51.100.7',
    );
    expect(connectionFacts(trust('2'), via('10.0.0.2', '198.51.100.7')).clientAddress).toBe('198.51.100.7');
  });

  it('a list of proxies: the right-most address that is not one of them', () => {
    const proxies = trust('10.0.0.0/8, 192.168.1.7');
    expect(connectionFacts(proxies, via('10.1.2.3', '1.2.3.4, 198.51.100.7, 192.168.1.7')).clientAddress).toBe(
      '198.51.100.7',
    );
    // IPv4 peers on a dual-stack socket.
    expect(connectionFacts(proxies, via('::ffff:10.1.2.3', '198.51.100.7')).clientAddress).toBe('198.51.100.7');
    // A socket that is not a proxy is the client, whatever it says.
    expect(connectionFacts(proxies, via('203.0.113.9', '198.51.100.7', 'https'))).toEqual({
      clientAddress: '203.0.113.9',
      overTls: false,
    });
    // Every address a proxy: the left-most.
    expect(connectionFacts(proxies, via('10.1.2.3', '10.9.9.9')).clientAddress).toBe('10.9.9.9');
  });

  it('takes the protocol from the proxy next to the server (the right-most X-Forwarded-Proto)', () => {
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7', 'https')).overTls).toBe(true);
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7', 'HTTPS')).overTls).toBe(true);
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7', 'http')).overTls).toBe(false);
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7', 'https, http')).overTls).toBe(false);
    expect(connectionFacts(trust('1'), via('10.0.0.2', '198.51.100.7')).overTls).toBe(false);
  });
});

describe('parseTrustedProxies', () => {
  it('reads hop counts and address lists, and refuses anything else', () => {
    expect(parseTrustedProxies('0')).toEqual(NO_TRUSTED_PROXIES);
    expect(parseTrustedProxies('3')).toEqual({ kind: 'hops', hops: 3 });
    expect(parseTrustedProxies('fd00::/8,127.0.0.1')?.kind).toBe('addresses');
    for (const bad of ['', '11', '-1', 'loopback', '10.0.0.0/8,', '300.0.0.1', '10.0.0.0/x']) {
      expect(parseTrustedProxies(bad)).toBeUndefined();
    }
  });
});

describe('connectionFactsOf (the middleware)', () => {
  const app = (text?: string) =>
    new Hono<AppEnv>()
      .use('*', connectionFactsOf(text === undefined ? NO_TRUSTED_PROXIES : trust(text)))
      .get('/', (c) => c.json({ address: c.get('clientAddress'), overTls: c.get('overTls') }));
  const ask = async (
    text: string | undefined,
    remoteAddress: string,
    headers: Record<string, string>,
  ): Promise<unknown> =>
    (await app(text).request('/', { headers }, { incoming: { socket: { remoteAddress } } })).json();
  const forwarded = { 'x-forwarded-for': '1.2.3.4, 198.51.100.7', 'x-forwarded-proto': 'https' };

  it('sets the socket’s address when no proxy is trusted', async () => {
    expect(await ask(undefined, '10.0.0.2', forwarded)).toEqual({ address: '10.0.0.2', overTls: false });
  });

  it('sets the forwarded client and protocol behind a trusted proxy', async () => {
    expect(await ask('1', '10.0.0.2', forwarded)).toEqual({ address: '198.51.100.7', overTls: true });
    expect(await ask('10.0.0.0/8', '10.0.0.2', forwarded)).toEqual({ address: '198.51.100.7', overTls: true });
    expect(await ask('10.0.0.0/8', '203.0.113.9', forwarded)).toEqual({ address: '203.0.113.9', overTls: false });
  });

  it('is "unknown" without a socket (in-process requests)', async () => {
    expect(await (await app().request('/')).json()).toEqual({ address: 'unknown', overTls: false });
  });
});
