import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { DEFAULT_MAIL_FROM, loadConfig, siteOriginsFor } from './config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual(
      E.right({
        port: 3000,
        host: '0.0.0.0',
        databaseUrl: O.none,
        dataDir: '.data/pglite',
        site: O.none,
        hostMap: {},
        redisUrl: O.none,
        logLevel: 'info',
        seedDemo: true,
        cache: true,
        answerCache: true,
        smtpUrl: O.none,
        mailFrom: DEFAULT_MAIL_FROM,
        deviceCookieSecret: O.none,
        requestLimitsScale: 1,
        csrfSecret: O.none,
        trustProxy: { kind: 'none' },
        googleClientIds: [],
      }),
    );
  });
  it('names the variable in one line when a value is bad', () => {
    expect(loadConfig({ DATABASE_URL: 'not-a-url' })).toEqual(E.left('DATABASE_URL is not a postgres:// URL'));
    expect(loadConfig({ DATABASE_URL: 'mysql://x' })).toEqual(E.left('DATABASE_URL is not a postgres:// URL'));
    expect(loadConfig({ PORT: '70000' })).toEqual(E.left('PORT is not a port number (1-65535)'));
    expect(loadConfig({ SITE: 'amazon' })).toEqual(
      E.left('SITE is not one of kerching, kerchingie, livingsocial, livingsocialie'),
    );
    expect(loadConfig({ REDIS_URL: 'http://x' })).toEqual(E.left('REDIS_URL is not a redis:// URL'));
    expect(loadConfig({ SITE_HOSTS: 'a.com' })).toMatchObject({
      left: expect.stringMatching(/^SITE_HOSTS must look like/),
    });
    expect(loadConfig({ SEED_DEMO: 'maybe' })).toEqual(E.left('SEED_DEMO is not true or false'));
    expect(loadConfig({ CACHE: 'no' })).toEqual(E.left('CACHE is not on, data or off'));
    expect(loadConfig({ SMTP_URL: 'http://mail' })).toEqual(E.left('SMTP_URL is not an smtp:// or smtps:// URL'));
    expect(loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toEqual(
      E.left('DEVICE_COOKIE_SECRET must have at least 32 characters'),
    );
  });
  it('DEVICE_COOKIE_SECRET signs the known-device cookies', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DEVICE_COOKIE_SECRET: secret })).toMatchObject({
      right: { deviceCookieSecret: O.some(secret) },
    });
    expect(loadConfig({ REQUEST_LIMITS_SCALE: '0' })).toEqual(
      E.left('REQUEST_LIMITS_SCALE is not a whole number from 1 to 10000'),
    );
    expect(loadConfig({ REQUEST_LIMITS_SCALE: '100' })).toMatchObject({ right: { requestLimitsScale: 100 } });
    expect(loadConfig({ CSRF_SECRET: 'short' })).toEqual(E.left('CSRF_SECRET must have at least 32 characters'));
  });
  it('GOOGLE_CLIENT_IDS: Google OAuth client ids, comma separated, checked at start', () => {
    expect(
      loadConfig({ GOOGLE_CLIENT_IDS: '123-abc.apps.googleusercontent.com, 456-def.apps.googleusercontent.com' }),
    ).toMatchObject({
      right: { googleClientIds: ['123-abc.apps.googleusercontent.com', '456-def.apps.googleusercontent.com'] },
    });
    expect(loadConfig({ GOOGLE_CLIENT_IDS: 'my-app' })).toEqual(
      E.left('GOOGLE_CLIENT_IDS must be Google OAuth client ids (…apps.googleusercontent.com), comma separated'),
    );
  });

  it('TRUST_PROXY: a number of proxies or a list of proxy addresses and CIDR blocks, checked at start', () => {
    expect(loadConfig({ TRUST_PROXY: '1' })).toMatchObject({ right: { trustProxy: { kind: 'hops', hops: 1 } } });
    expect(loadConfig({ TRUST_PROXY: '0' })).toMatchObject({ right: { trustProxy: { kind: 'none' } } });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' })).toMatchObject({
      right: { trustProxy: { kind: 'addresses' } },
    });
    for (const bad of ['11', 'yes', '10.0.0.0/33', '10.0.0.1,', 'example.com', '::1/129', '10.0.0.0/8/1'])
      expect(loadConfig({ TRUST_PROXY: bad })).toMatchObject({ left: expect.stringMatching(/^TRUST_PROXY must be/) });
  });
  it('CACHE=data keeps the data caches and drops the answer and page caches; off drops all', () => {
    expect(loadConfig({ CACHE: 'data' })).toMatchObject({ right: { cache: true, answerCache: false } });
    expect(loadConfig({ CACHE: 'off' })).toMatchObject({ right: { cache: false, answerCache: false } });
    expect(loadConfig({ CACHE: 'on' })).toMatchObject({ right: { cache: true, answerCache: true } });
  });
  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      SITE: 'kerchingie',
      SITE_HOSTS: 'www.kerching.ie=kerchingie, Kerching.co.uk=kerching',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Kerching <hello@kerching.co.uk>',
    });
    expect(config).toMatchObject({
      right: {
        port: 8080,
        databaseUrl: O.some('postgres://u@h/db'),
        site: O.some('kerchingie'),
        hostMap: { 'www.kerching.ie': 'kerchingie', 'kerching.co.uk': 'kerching' },
        seedDemo: false,
        logLevel: 'warn',
        smtpUrl: O.some('smtps://user:pass@mail.example.com:465'),
        mailFrom: 'Kerching <hello@kerching.co.uk>',
      },
    });
  });
});

describe('siteOriginsFor (links in emails)', () => {
  it('uses the configured host over https, else this machine', () => {
    const origins = siteOriginsFor({ hostMap: { 'www.kerching.ie': 'kerchingie' }, site: O.none, port: 3210 });
    expect(origins('kerchingie')).toBe('https://www.kerching.ie');
    expect(origins('livingsocial')).toBe('http://livingsocial.localhost:3210');
  });

  it('uses localhost for the pinned site', () => {
    expect(siteOriginsFor({ hostMap: {}, site: O.some('kerching'), port: 3000 })('kerching')).toBe(
      'http://localhost:3000',
    );
  });
});
