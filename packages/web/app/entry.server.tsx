/**
 * The server's HTML: React Router's default Node entry, with two changes: the client scripts start
 * after the page's largest paint (shell/scriptsAfterPaint.server.ts, ADR 31), pages ask for the
 * ECT client hint, and every inline script carries the request's CSP nonce (`nonce` of the load
 * context, ADR 51): React Router's (ServerRouter hands it to <Scripts>, <Links> and
 * <ScrollRestoration>), React's own streaming scripts and the ones the rewrite adds. It stays on React's Node renderer, though on Node 20 a render slows every later
 * answer of the process (ADR 38).
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferClientScriptsStream } from './shell/scriptsAfterPaint.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  // None when a page is rendered without the server's security headers.
  const nonce = loadContext.nonce === '' ? {} : { nonce: loadContext.nonce };
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once (React's advice for bots).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const router = <ServerRouter context={routerContext} url={request.url} {...nonce} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      ...nonce,
      [readyOption]() {
        shellRendered = true;
        const body = deferClientScriptsStream(nonce.nonce);
        body.once('end', () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html');
        // Ask for the connection's speed on the page's own requests: the image endpoint sends a
        // slow connection its pictures at a lower quality (spec 2 §9; Save-Data needs no asking).
        responseHeaders.set('Accept-CH', 'ECT');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject and are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
