import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { formActionsOnly, stylesheetPreloadHeader, withPageLinkHeader } from './webBuild';

const assets = (css: string[] | undefined): Pick<ServerBuild, 'assets'> =>
  ({
    assets: { routes: css === undefined ? {} : { root: { css } } },
  }) as unknown as Pick<ServerBuild, 'assets'>;

describe('stylesheetPreloadHeader', () => {
  it("preloads the root route's stylesheets as styles", () => {
    expect(stylesheetPreloadHeader(assets(['/assets/style-abc.css']))).toBe(
      '</assets/style-abc.css>; rel=preload; as=style',
    );
    expect(stylesheetPreloadHeader(assets(['/a.css', '/b.css']))).toBe(
      '</a.css>; rel=preload; as=style, </b.css>; rel=preload; as=style',
    );
  });

  it('gives no header when the build has no stylesheet', () => {
    expect(stylesheetPreloadHeader(assets([]))).toBeUndefined();
    expect(stylesheetPreloadHeader(assets(undefined))).toBeUndefined();
  });
});

describe('withPageLinkHeader', () => {
  const answer =
    (type: string, headers: Record<string, string> = {}) =>
    () =>
      Promise.resolve(new Response('body', { status: 404, headers: { 'content-type': type, ...headers } }));
  const link = '</assets/style-abc.css>; rel=preload; as=style';

  it('adds the link to HTML pages and keeps their status, headers and body', async () => {
    const response = await withPageLinkHeader(answer('text/html; charset=utf-8', { 'x-test': '1' }), link)(
      new Request('http://kerching.localhost/'),
      {},
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('link')).toBe(link);
    expect(response.headers.get('x-test')).toBe('1');
    expect(await response.text()).toBe('body');
  });

  it('leaves other answers alone (sitemap.xml, robots.txt, data requests)', async () => {
    for (const type of ['application/xml', 'text/plain', 'text/x-script']) {
      const response = await withPageLinkHeader(answer(type), link)(new Request('http://kerching.localhost/x'), {});
      expect(response.headers.get('link')).toBeNull();
    }
  });

  it('leaves pages alone when there is nothing to preload', async () => {
    const response = await withPageLinkHeader(answer('text/html'), undefined)(
      new Request('http://kerching.localhost/'),
      {},
    );
    expect(response.headers.get('link')).toBeNull();
  });
});

describe('formActionsOnly', () => {
  // As a page action does: read the form (which throws on a body that is not one).
  const action = formActionsOnly(async (request: Request, _context: unknown) => {
    if (request.method === 'GET') return new Response('page');
    const name = (await request.formData()).get('name');
    return new Response(typeof name === 'string' ? name : '');
  });
  const send = (method: string, type: string | undefined, body?: string) =>
    action(
      new Request('http://kerching.localhost/login', {
        method,
        ...(type === undefined ? {} : { headers: { 'content-type': type } }),
        ...(body === undefined ? {} : { body }),
      }),
      {},
    );

  it('passes reads and forms on to the page', async () => {
    expect(await (await send('GET', undefined)).text()).toBe('page');
    expect(await (await send('POST', 'application/x-www-form-urlencoded', 'name=Sam')).text()).toBe('Sam');
  });

  it('answers a body that is not a form with 415, and a form it cannot read with 400', async () => {
    expect((await send('PUT', 'application/json', '{"name":"Sam"}')).status).toBe(415);
    expect((await send('DELETE', undefined)).status).toBe(415);
    expect((await send('POST', 'multipart/form-data; boundary=x', 'not multipart')).status).toBe(400);
  });
});
