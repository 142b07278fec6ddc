import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebHandler } from './http/app';

/**
 * A `Link` header asking the browser for the site's stylesheet before anything else. React puts the
 * page's module preloads ahead of the stylesheet in <head>, so over HTTP/1.1's six connections the
 * one render-blocking file queued behind nine scripts (docs/PERFORMANCE.md, Lighthouse).
 */
export const stylesheetPreloadHeader = (build: Pick<ServerBuild, 'assets'>): string | undefined => {
  const hrefs = build.assets.routes['root']?.css ?? [];
  return hrefs.length === 0 ? undefined : hrefs.map((href) => `<${href}>; rel=preload; as=style`).join(', ');
};

/** Adds `link` to every HTML page the web app answers with. */
export const withPageLinkHeader =
  <Context>(
    handler: (request: Request, context: Context) => Promise<Response>,
    link: string | undefined,
  ): ((request: Request, context: Context) => Promise<Response>) =>
  async (request, context) => {
    const response = await handler(request, context);
    if (link === undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
    const headers = new Headers(response.headers);
    headers.append('link', link);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const refused = (status: 400 | 415, message: string): Response =>
  Response.json({ error: { code: 'REQUEST.INVALID', message } }, { status });

/**
 * Pages change things only through their forms' actions, which read the request as a form: a
 * POST, PUT, PATCH or DELETE whose body is not a readable form is answered here, 415 or 400, rather
 * than failing inside the action as a 500 (issue 40, item 11: found by the fuzz test).
 */
export const formActionsOnly =
  <Context>(handler: (request: Request, context: Context) => Promise<Response>) =>
  async (request: Request, context: Context): Promise<Response> => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return handler(request, context);
    const type = request.headers.get('content-type')?.toLowerCase() ?? '';
    if (!FORM_TYPES.some((form) => type.startsWith(form)))
      return refused(415, 'The request is not valid: a page takes a form (application/x-www-form-urlencoded).');
    try {
      await request.clone().formData();
    } catch {
      return refused(400, 'The request is not valid: the form could not be read.');
    }
    return handler(request, context);
  };

/** The web app's production build, beside this package in the workspace. */
export const loadWebBuild = async (): Promise<{ readonly handler: WebHandler; readonly clientDir: string }> => {
  const folder = process.env['KERCHING_WEB_BUILD'] ?? 'build';
  const serverEntry = new URL(`../../web/${folder}/server/index.js`, import.meta.url);
  const build = (await import(serverEntry.href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return {
    handler: withPageLinkHeader(
      formActionsOnly((request, context) => handler(request, { ...context })),
      stylesheetPreloadHeader(build),
    ),
    clientDir: fileURLToPath(new URL(`../../web/${folder}/client`, import.meta.url)),
  };
};
