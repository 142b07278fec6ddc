/**
 * The local stand-in for Google's sign-in page (issue 42, ADR 65), served only when no Google client
 * id is configured and only to local requests (as the local mailbox): anyone may say who they are
 * here, so it must never answer another machine.
 *
 * - GET  /dev/google/sign-in?returnTo=   "Choose an account": an email and a name
 * - POST /dev/google/sign-in             signs an ID token for them and hands it to our sign-in
 *                                        callback (POST /login/google), as Google's page does
 */
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { LocalIdentityProvider } from '@kerching/adapters-node';
import { CSRF_FIELD } from '@kerching/adapters-storage';
import type { AppEnv } from './appEnv';
import { isLocalRequest } from './devMailbox';
import { errorResponse } from './errors';

export const GOOGLE_STAND_IN_PATH = '/dev/google/sign-in';
/** Our callback: the web app's action, which verifies the token and signs the shopper in. */
export const GOOGLE_CALLBACK_PATH = '/login/google';

const isLocal = (c: Context<AppEnv>): boolean => isLocalRequest(c.req.header('host') ?? '', c.get('clientAddress'));

const styles = (nonce: string) =>
  html`<style nonce="${nonce}">
    body {
      font:
        16px/1.5 system-ui,
        sans-serif;
      max-width: 26rem;
      margin: 3rem auto;
      padding: 0 1rem;
    }
    label {
      display: block;
      margin-top: 1rem;
    }
    input {
      display: block;
      width: 100%;
      min-height: 44px;
      font: inherit;
      box-sizing: border-box;
    }
    button {
      margin-top: 1.5rem;
      min-height: 44px;
      padding: 0 1.5rem;
      font: inherit;
    }
  </style>`;

/** A stand-in page: its title, the page's nonce on its one style (and script), and its body. */
const standInPage = (c: Context<AppEnv>, title: string, body: (nonce: string) => unknown) => {
  const nonce = c.get('secureHeadersNonce') ?? '';
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${styles(nonce)}
      </head>
      <body>
        ${body(nonce)}
      </body>
    </html>`;
};

const choosePage = (c: Context<AppEnv>, returnTo: string) =>
  standInPage(
    c,
    'Sign in with Google (local stand-in)',
    () =>
      html`<h1>Choose an account</h1>
        <p>This is the local stand-in for Google's sign-in page. Say who you are signing in as.</p>
        <form method="post" action="${GOOGLE_STAND_IN_PATH}">
          <input type="hidden" name="${CSRF_FIELD}" value="${c.get('csrfToken')}" />
          <input type="hidden" name="returnTo" value="${returnTo}" />
          <label>Email <input name="email" type="email" autocomplete="email" required /></label>
          <label>First name <input name="givenName" autocomplete="given-name" /></label>
          <label>Last name <input name="familyName" autocomplete="family-name" /></label>
          <button type="submit">Continue</button>
        </form>`,
  );

/**
 * Sends the hand-over form at once, as Google's page does. Written without a closing script tag
 * inside a template literal: the bundler rewrites such templates with a runtime helper the server
 * does not ship.
 */
const autoSubmit = (nonce: string) =>
  raw(`<script nonce="${nonce}">document.getElementById('hand-over').submit();<${'/'}script>`);

const handOverPage = (c: Context<AppEnv>, credential: string, returnTo: string) =>
  standInPage(
    c,
    'Signing you in',
    (nonce) =>
      html`<form method="post" action="${GOOGLE_CALLBACK_PATH}" id="hand-over">
          <input type="hidden" name="${CSRF_FIELD}" value="${c.get('csrfToken')}" />
          <input type="hidden" name="credential" value="${credential}" />
          <input type="hidden" name="returnTo" value="${returnTo}" />
          <button type="submit">Continue to the site</button>
        </form>
        ${autoSubmit(nonce)}`,
  );

const field = (form: FormData, name: string, max: number): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

export const googleStandInRoutes = (app: Hono<AppEnv>, provider: LocalIdentityProvider): void => {
  app.get(GOOGLE_STAND_IN_PATH, (c) => {
    if (!isLocal(c)) return errorResponse(c, 'ROUTE.NOT_FOUND');
    c.header('cache-control', 'no-store');
    return c.html(choosePage(c, (c.req.query('returnTo') ?? '').slice(0, 2000)));
  });
  app.post(GOOGLE_STAND_IN_PATH, async (c) => {
    if (!isLocal(c)) return errorResponse(c, 'ROUTE.NOT_FOUND');
    const form = await c.req.formData();
    const email = field(form, 'email', 320);
    if (!email.includes('@')) return c.html(choosePage(c, field(form, 'returnTo', 2000)), 400);
    const credential = provider.idToken({
      email,
      givenName: field(form, 'givenName', 100),
      familyName: field(form, 'familyName', 100),
    });
    c.header('cache-control', 'no-store');
    return c.html(handOverPage(c, credential, field(form, 'returnTo', 2000)));
  });
};
