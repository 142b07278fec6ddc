/**
 * The local stand-in for Google's sign-in page (ADR 65): served to local requests only, it signs
 * ID tokens the server's Google verifier accepts, so Google sign-in is tested end to end; another
 * machine gets the ordinary 404, and a server configured with a Google client id has no stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { embeddedTestDatabase } from '@kerching/adapters-sql/testing';
import { LOCAL_GOOGLE_CLIENT_ID, LocalIdentityProvider, SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices, systemClock } from '../composition/container';
import { createApp } from './app';
import { CSRF_BROWSER_ID, TEST_CSRF_SECRET, csrfTokenOf } from './testing/apiClient';

describe('the local Google stand-in', () => {
  let db: SqlClient;
  const provider = new LocalIdentityProvider(systemClock);
  const appWith = (googleSignIn: Parameters<typeof createApp>[0]['googleSignIn']) =>
    createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(db, systemClock, {
          accounts: {
            ...DEFAULT_ACCOUNTS_OPTIONS,
            scrypt: { ...SCRYPT_DEFAULTS, logN: 10 },
            google: { clientIds: [LOCAL_GOOGLE_CLIENT_ID], keys: [provider.publicJwk] },
          },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
      ...(googleSignIn === undefined ? {} : { googleSignIn }),
    });

  beforeAll(async () => {
    db = await embeddedTestDatabase.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('asks who is signing in, then hands a token the sign-in callback accepts', async () => {
    const app = appWith({ kind: 'local', provider });
    const host = { host: 'kerching.localhost:3000' };
    const page = await app.request('/dev/google/sign-in?returnTo=%2Fmyaccount%2Fprofile', { headers: host });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Choose an account');
    expect(html).toContain('value="/myaccount/profile"');
    const cookie = `kc_csrf=${CSRF_BROWSER_ID}`;
    const csrf = csrfTokenOf(new Map([['kc_csrf', CSRF_BROWSER_ID]]));
    const handed = await app.request('/dev/google/sign-in', {
      method: 'POST',
      headers: { ...host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        _csrf: csrf,
        email: 'gina@example.co.uk',
        givenName: 'Gina',
        familyName: 'Lee',
        returnTo: '/myaccount/profile',
      }),
    });
    expect(handed.status).toBe(200);
    const handOver = await handed.text();
    expect(handOver).toContain('action="/login/google"');
    const credential = /name="credential" value="([^"]+)"/.exec(handOver)?.[1] ?? '';
    expect(credential.split('.')).toHaveLength(3);
    // The same token through the API's Google sign-in: the account is made and signed in.
    const signedIn = await app.request('/v1/logingoogle', {
      method: 'POST',
      headers: { ...host, cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ idToken: credential }),
    });
    expect(signedIn.status).toBe(200);
    expect(
      signedIn.headers
        .getSetCookie()
        .some((line) => line.startsWith('kc_session_id=') && !line.startsWith('kc_session_id=;')),
    ).toBe(true);
    expect(await signedIn.json()).toMatchObject({ response: 'success' });
  });

  it('is not there for another machine, nor when Google sign-in is configured', async () => {
    const local = appWith({ kind: 'local', provider });
    expect((await local.request('/dev/google/sign-in', { headers: { host: 'www.kerching.co.uk' } })).status).toBe(404);
    const google = appWith({ kind: 'google', clientId: '123-abc.apps.googleusercontent.com' });
    const page = await google.request('/dev/google/sign-in', { headers: { host: 'kerching.localhost:3000' } });
    expect(page.status).toBe(404);
  });
});
