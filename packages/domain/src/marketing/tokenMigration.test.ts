import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  type TokenMigrationContext,
  isBotUserAgent,
  isConsumeTokenPath,
  tokenMigrationNeeded,
  tokenMigrationRedirect,
} from './tokenMigration';

const visitor: TokenMigrationContext = {
  apiAuthToken: O.none,
  attemptedBefore: false,
  isBot: false,
  path: '/deals/london?page=2',
};

describe('token migration (spec 1 §4 "runs once, when no API auth token, no prior attempt, and not a bot")', () => {
  it('redirects to the token-migration endpoint with a next parameter', () => {
    expect(tokenMigrationRedirect(visitor)).toEqual(O.some('/auth/migrate?next=%2Fdeals%2Flondon%3Fpage%3D2'));
  });
  it('not with an API auth token; a blank token counts as none', () => {
    expect(tokenMigrationNeeded({ ...visitor, apiAuthToken: O.some('tok') })).toBe(false);
    expect(tokenMigrationNeeded({ ...visitor, apiAuthToken: O.some('  ') })).toBe(true);
  });
  it('runs once: not after a prior attempt', () => {
    expect(tokenMigrationRedirect({ ...visitor, attemptedBefore: true })).toEqual(O.none);
  });
  it('not for bots', () => {
    expect(tokenMigrationNeeded({ ...visitor, isBot: true })).toBe(false);
  });
  it('/consume-token is exempt from token-migration redirect', () => {
    for (const path of [
      '/consume-token',
      '/consume-token/',
      '/Consume-Token?token=x',
      '/consume-token/abc',
      '/consume-token#x',
    ]) {
      expect(isConsumeTokenPath(path)).toBe(true);
      expect(tokenMigrationNeeded({ ...visitor, path })).toBe(false);
    }
    expect(isConsumeTokenPath('/consume-tokens')).toBe(false);
    expect(isConsumeTokenPath('/deals/consume-token')).toBe(false);
  });
  it('property: needed exactly when all four conditions hold', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('', 'tok'), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('/', '/consume-token', '/deals/x'),
        (token, attemptedBefore, isBot, path) => {
          const context = { apiAuthToken: O.fromNullable(token), attemptedBefore, isBot, path };
          const expected = token !== 'tok' && !attemptedBefore && !isBot && path !== '/consume-token';
          expect(tokenMigrationNeeded(context)).toBe(expected);
          expect(O.isSome(tokenMigrationRedirect(context))).toBe(expected);
        },
      ),
    );
  });
});

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    '',
    undefined,
  ])('%s is a bot', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  ])('%s is a shopper', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });
});
