import { describe, expect, it } from 'vitest';
import { googleSigningKeys } from './googleSigningKeys';

const KEY = { kty: 'RSA', kid: 'a', n: 'xyz', e: 'AQAB' };

describe("Google's signing keys", () => {
  it('keeps an answer for its max-age, then fetches again', async () => {
    let now = 0;
    let calls = 0;
    const fetchImpl: typeof fetch = async () => {
      calls += 1;
      return Response.json(
        { keys: [{ ...KEY, kid: String(calls) }] },
        { headers: { 'cache-control': 'public, max-age=60' } },
      );
    };
    const keys = googleSigningKeys(fetchImpl, { now: () => new Date(now) });
    expect(await keys()).toEqual([{ ...KEY, kid: '1' }]);
    now = 59_000;
    expect(await keys()).toEqual([{ ...KEY, kid: '1' }]);
    now = 60_000;
    expect(await keys()).toEqual([{ ...KEY, kid: '2' }]);
    expect(calls).toBe(2);
  });

  it('keeps the known keys when a later fetch fails, and fails when none is known', async () => {
    let now = 0;
    let up = true;
    const fetchImpl: typeof fetch = async () =>
      up
        ? Response.json({ keys: [KEY] }, { headers: { 'cache-control': 'max-age=1' } })
        : new Response('', { status: 503 });
    const keys = googleSigningKeys(fetchImpl, { now: () => new Date(now) });
    expect(await keys()).toEqual([KEY]);
    up = false;
    now = 5_000;
    expect(await keys()).toEqual([KEY]);
    const never = googleSigningKeys(async () => new Response('nope', { status: 500 }), { now: () => new Date(0) });
    await expect(never()).rejects.toThrow();
  });
});
