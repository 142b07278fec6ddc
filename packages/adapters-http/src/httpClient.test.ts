/**
 * The request helper's retries (spec 2 §7.1, §9; issue 42): a GET that fails for the network, a
 * timeout or the server is tried again after the spec's delays; an answer below 500 is never
 * retried; a call may set its own timeout.
 */
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { SITES } from '@kerching/domain/site';
import { HttpClient, connectionTimeoutMessage } from './httpClient';

const Ok = t.type({ ok: t.boolean });

const clientOf = (answers: ReadonlyArray<(init?: RequestInit) => Response | Promise<Response>>) => {
  const starts: number[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    starts.push(performance.now());
    const next = answers[Math.min(starts.length - 1, answers.length - 1)];
    if (next === undefined) throw new Error('no answer');
    return next(init);
  };
  const client = new HttpClient({
    baseUrl: 'http://api',
    site: SITES.kerching,
    platform: 'WEBAPP-MOBILE',
    fetch: fetchImpl,
  });
  return { client, starts };
};

const serverError = () => Response.json({ error: { code: 'INTERNAL', message: 'Sorry' } }, { status: 503 });

describe('the request helper', () => {
  it('tries a failed GET again after the spec’s delays (150 ms, then 250 ms), and takes the answer that comes', async () => {
    const { client, starts } = clientOf([serverError, serverError, () => Response.json({ ok: true })]);
    expect(await client.getJson('/v1/x', Ok)()).toEqual(E.right({ ok: true }));
    expect(starts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = starts;
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(third - second).toBeGreaterThanOrEqual(240);
  });

  it('never retries an answer below 500: it is the server’s answer', async () => {
    const { client, starts } = clientOf([
      () => Response.json({ error: { code: 'X', message: 'Gone' } }, { status: 404 }),
    ]);
    const result = await client.getJson('/v1/x', Ok)();
    expect(E.isLeft(result) && result.left.status).toBe(404);
    expect(starts).toHaveLength(1);
  });

  it('gives up after the retries it may make, and a call may make none', async () => {
    const failing = clientOf([serverError]);
    expect(E.isLeft(await failing.client.getJson('/v1/x', Ok, {}, { retries: 1 })())).toBe(true);
    expect(failing.starts).toHaveLength(2);
    const once = clientOf([serverError]);
    await once.client.getJson('/v1/x', Ok, {}, { retries: 0 })();
    expect(once.starts).toHaveLength(1);
  });

  it('lets a call set its own timeout (the wallet waits longer than a listing)', async () => {
    // A server that never answers: only the call's own timeout ends the wait.
    const { client } = clientOf([
      (init) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ]);
    const result = await client.getJson('/v1/x', Ok, {}, { timeoutMs: 30, retries: 0 })();
    expect(result).toEqual(
      E.left(expect.objectContaining({ code: 'HTTP.TIMEOUT', detail: connectionTimeoutMessage(30) })),
    );
  });
});
