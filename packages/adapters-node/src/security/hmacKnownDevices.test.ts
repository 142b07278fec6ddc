import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { normaliseEmail } from '@kerching/domain/account';
import { HmacKnownDevices } from './hmacKnownDevices';
import { CryptoTokenGenerator } from './randomTokens';

const secret = 'a-test-secret-of-at-least-32-characters';
const devices = new HmacKnownDevices(secret);
const jane = normaliseEmail('Jane@example.co.uk');
const john = normaliseEmail('john@example.co.uk');
const device = new CryptoTokenGenerator().newToken();

describe('HmacKnownDevices (issue 40 signed device cookies)', () => {
  it('recognises its own cookie for the email it vouched for, and no other', () => {
    const cookie = devices.vouch(device, jane);
    expect(cookie).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toContain('jane');
    expect(devices.recognise(cookie, jane)).toEqual(O.some(device));
    expect(devices.recognise(cookie, john)).toEqual(O.none);
    expect(new HmacKnownDevices(`${secret}-other`).recognise(cookie, jane)).toEqual(O.none);
  });
  it('refuses altered and malformed cookies', () => {
    const cookie = devices.vouch(device, jane);
    const [version, id, mac] = cookie.split('.');
    expect(devices.recognise(`${version}.${id}x.${mac}`, jane)).toEqual(O.none);
    expect(devices.recognise(`v2.${id}.${mac}`, jane)).toEqual(O.none);
    expect(devices.recognise(`${cookie}.extra`, jane)).toEqual(O.none);
    expect(devices.recognise('', jane)).toEqual(O.none);
  });
  it('refuses a short secret', () => {
    expect(() => new HmacKnownDevices('short')).toThrow(/at least 32/);
  });
  it('property: only a cookie it made is recognised (random and tampered strings are not)', () => {
    const genuine = devices.vouch(device, jane);
    const tampered = fc
      .tuple(
        fc.nat({ max: genuine.length - 1 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
      )
      .map(([at, c]) => genuine.slice(0, at) + c + genuine.slice(at + 1));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), tampered), (cookie) => {
        const recognised = devices.recognise(cookie, jane);
        if (O.isSome(recognised)) expect(cookie).toBe(devices.vouch(recognised.value, jane));
      }),
    );
  });
});
