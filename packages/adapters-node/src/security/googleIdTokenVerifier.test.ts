import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { LocalGoogleIdTokenVerifier } from './googleIdTokenVerifier';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...google.publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' };

const NOW_SECONDS = Date.UTC(2030, 0, 1) / 1000;
const clock = { now: () => new Date(NOW_SECONDS * 1000) };
const CLIENT_ID = 'kerching-web.apps.googleusercontent.com';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: '1100000000000000001',
  email: 'Jane.Doe@gmail.com',
  email_verified: true,
  given_name: 'Jane',
  family_name: 'Doe',
  iat: NOW_SECONDS - 10,
  exp: NOW_SECONDS + 3600,
  ...overrides,
});
const signed = (
  payload: unknown,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'key-1', typ: 'JWT' },
  key = google.privateKey,
) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
};

const verifier = new LocalGoogleIdTokenVerifier({ clientIds: [CLIENT_ID], keys: [jwk], clock });
const codeOf = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');

describe('LocalGoogleIdTokenVerifier (RS256, issuer, audience, expiry)', () => {
  it('gives the identity of a valid token, email normalised', async () => {
    expect(await verifier.verify(signed(claims()))()).toEqual(
      E.right({
        subject: '1100000000000000001',
        email: 'jane.doe@gmail.com',
        emailVerified: true,
        givenName: 'Jane',
        familyName: 'Doe',
      }),
    );
    const plainIssuer = await verifier.verify(
      signed(claims({ iss: 'accounts.google.com', email_verified: 'true', given_name: undefined })),
    )();
    expect(plainIssuer).toMatchObject({ right: { emailVerified: true, givenName: '' } });
    expect(await verifier.verify(signed(claims({ email_verified: false })))()).toMatchObject({
      right: { emailVerified: false },
    });
  });

  it('refuses a token signed by another key, or altered after signing', async () => {
    expect(codeOf(await verifier.verify(signed(claims(), undefined, attacker.privateKey))())).toBe(
      'ACCOUNT.GOOGLE_TOKEN_INVALID',
    );
    const [header, , signature] = signed(claims()).split('.');
    const altered = `${header}.${b64(claims({ email: 'mallory@gmail.com' }))}.${signature}`;
    expect(await verifier.verify(altered)()).toMatchObject({
      left: { code: 'ACCOUNT.GOOGLE_TOKEN_INVALID', message: 'Invalid google token id' },
    });
  });

  it('refuses other algorithms: none, and HS256 keyed with the public key', async () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    expect(codeOf(await verifier.verify(unsigned)())).toBe('ACCOUNT.GOOGLE_TOKEN_INVALID');
    const input = `${b64({ alg: 'HS256', kid: 'key-1' })}.${b64(claims())}`;
    const hmac = createHmac('sha256', JSON.stringify(jwk)).update(input).digest('base64url');
    expect(codeOf(await verifier.verify(`${input}.${hmac}`)())).toBe('ACCOUNT.GOOGLE_TOKEN_INVALID');
  });

  it('refuses the wrong issuer, audience, an expired or future token, and missing claims', async () => {
    for (const bad of [
      claims({ iss: 'https://evil.example.com' }),
      claims({ aud: 'someone-else' }),
      claims({ aud: [CLIENT_ID, 'someone-else'] }),
      claims({ exp: NOW_SECONDS - 61 }),
      claims({ exp: undefined }),
      claims({ iat: NOW_SECONDS + 3600 }),
      claims({ sub: undefined }),
      claims({ email: '' }),
    ]) {
      expect(codeOf(await verifier.verify(signed(bad))())).toBe('ACCOUNT.GOOGLE_TOKEN_INVALID');
    }
    expect(codeOf(await verifier.verify(signed(claims({ exp: NOW_SECONDS - 30 })))())).toBe('ok');
  });

  it('refuses an unknown kid and malformed tokens', async () => {
    expect(codeOf(await verifier.verify(signed(claims(), { alg: 'RS256', kid: 'key-2' }))())).toBe(
      'ACCOUNT.GOOGLE_TOKEN_INVALID',
    );
    for (const bad of [
      '',
      'a.b',
      'a.b.c.d',
      '!!.??.**',
      `${b64('text')}.${b64(claims())}.sig`,
      `e30.${Buffer.from('{').toString('base64url')}.sig`,
    ]) {
      expect(codeOf(await verifier.verify(bad)())).toBe('ACCOUNT.GOOGLE_TOKEN_INVALID');
    }
  });

  it('uses a single key without kid; keys from a source; a failing source is LOGIN_FAILED', async () => {
    const single = new LocalGoogleIdTokenVerifier({ clientIds: [CLIENT_ID], keys: async () => [jwk], clock });
    expect(codeOf(await single.verify(signed(claims(), { alg: 'RS256' }))())).toBe('ok');
    const down = new LocalGoogleIdTokenVerifier({
      clientIds: [CLIENT_ID],
      keys: () => Promise.reject(new Error('no keys')),
      clock,
    });
    expect(await down.verify(signed(claims()))()).toMatchObject({
      left: { code: 'ACCOUNT.LOGIN_FAILED', message: 'An error occured' },
    });
  });
});
