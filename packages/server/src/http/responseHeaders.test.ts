import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './responseHeaders';

const appAnswering = (answer: () => Response) => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'x-request-id', 'req-1');
    setAnswerHeader(c, 'set-cookie', 'a=1', true);
    setAnswerHeader(c, 'set-cookie', 'b=2', true);
  });
  app.get('*', () => answer());
  return app;
};

describe('setAnswerHeader', () => {
  it('adds headers to a finished answer and keeps its body', async () => {
    const response = await appAnswering(
      () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    ).request('/');
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('still adds them when the answer’s headers are immutable (a redirect)', async () => {
    const response = await appAnswering(() => Response.redirect('http://kerching.localhost/login', 302)).request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://kerching.localhost/login');
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});
