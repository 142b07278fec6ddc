import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { LocalGoogleIdTokenVerifier } from './googleIdTokenVerifier';
import { LOCAL_GOOGLE_CLIENT_ID, LocalIdentityProvider } from './localIdentityProvider';

const clock = { now: () => new Date('2026-12-07T12:00:00Z') };

describe('the local identity provider', () => {
  const provider = new LocalIdentityProvider(clock);

  it("signs tokens the Google verifier accepts with the stand-in's key and client id", async () => {
    const verifier = new LocalGoogleIdTokenVerifier({
      clientIds: [LOCAL_GOOGLE_CLIENT_ID],
      keys: [provider.publicJwk],
      clock,
    });
    const identity = await verifier.verify(
      provider.idToken({ email: ' Kim@Example.co.uk ', givenName: 'Kim', familyName: 'Lee' }),
    )();
    expect(E.isRight(identity)).toBe(true);
    if (E.isRight(identity)) expect(identity.right).toMatchObject({ email: 'kim@example.co.uk', emailVerified: true });
  });

  it('is refused where a real client id is configured, and by another process (another key)', async () => {
    const token = provider.idToken({ email: 'kim@example.co.uk', givenName: 'Kim', familyName: 'Lee' });
    const production = new LocalGoogleIdTokenVerifier({
      clientIds: ['123.apps.googleusercontent.com'],
      keys: [provider.publicJwk],
      clock,
    });
    expect(E.isLeft(await production.verify(token)())).toBe(true);
    const otherProcess = new LocalGoogleIdTokenVerifier({
      clientIds: [LOCAL_GOOGLE_CLIENT_ID],
      keys: [new LocalIdentityProvider(clock).publicJwk],
      clock,
    });
    expect(E.isLeft(await otherProcess.verify(token)())).toBe(true);
  });

  it('gives the same subject for the same email, whatever its case', () => {
    const subject = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const a = provider.idToken({ email: 'kim@example.co.uk', givenName: 'Kim', familyName: 'Lee' });
    const b = provider.idToken({ email: 'KIM@example.co.uk', givenName: 'K', familyName: 'L' });
    expect(subject(a)).toBe(subject(b));
  });
});
