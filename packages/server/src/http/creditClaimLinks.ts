/**
 * Campaign credit links on any page (spec 1 §2 "a credit_validation query parameter is handled on
 * any page"; spec 1 §6 "credit_validation code must be all digits (else ignored). Credit claim needs
 * a logged-in user; otherwise the code is kept in session storage and a login prompt shown"; spec 2
 * §8 "Credit claim (toasts 5 s, top-right)").
 *
 * Done on the server, before the page is rendered, so every page handles the link without code in
 * the browser:
 * - signed in: the claim runs and the page shows its toast (the parameter stays in the address, as
 *   a reload claims again and hears "already received");
 * - signed out: the number is kept in a cookie for an hour and the visitor goes to sign in, coming
 *   back to the page after; the login page shows "Please log in to claim your credit"; once signed
 *   in (or registered), the next page claims the kept number;
 * - any other value of the parameter is ignored.
 * The toast reaches the page as the load context's `notice`; one that must cross a redirect travels
 * in a one-minute cookie. A request carrying it is never answered from the page cache (pageCache.ts).
 * Client-side data requests (`.data`) claim too, as signing in is a client-side form whose answer
 * reloads the shell's data; only the redirect to sign in is for whole pages.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { Context, MiddlewareHandler } from 'hono';
import { expiredServerCookie, readServerCookie, serverCookie } from '@kerching/adapters-storage';
import { DEFAULT_POST_LOGIN_PATH, LOGIN_PATH, safeReturnPath } from '@kerching/domain/routing';
import {
  CREDIT_VALIDATION_PARAM,
  type CreditClaimOutcome,
  creditClaimNoticeValue,
  creditClaimOutcomeOfNotice,
  creditClaimToast,
  creditValidationCode,
} from '@kerching/domain/wallet';
import type { AppEnv } from './appEnv';
import { setAnswerHeader } from './responseHeaders';

type Ctx = Context<AppEnv>;

/** The page's address without the credit parameter. */
const withoutCreditParam = (url: URL): string => {
  const params = new URLSearchParams(url.search);
  params.delete(CREDIT_VALIDATION_PARAM);
  const query = params.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}`;
};

const claim = async (c: Ctx, customerId: string, code: string): Promise<CreditClaimOutcome> => {
  const answer = await c
    .get('services')
    .purchase.claimCampaignCredit.execute({ site: c.get('site').key, customerId, code })();
  if (E.isRight(answer)) return { _tag: 'Answered', ...answer.right };
  c.get('log').error({ code: answer.left.code, detail: answer.left.detail }, 'credit claim');
  return { _tag: 'NetworkFailure' };
};

export const creditClaimLinks: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('notice', O.none);
  if (c.req.method !== 'GET') return next();
  const cookies = c.get('cookies');
  const secure = c.get('secureCookies');
  const url = new URL(c.req.url);
  const linked = creditValidationCode(url.searchParams.get(CREDIT_VALIDATION_PARAM));
  const kept = pipe(readServerCookie(cookies, 'creditClaimCode'), O.chain(creditValidationCode));
  const viewer = c.get('viewer');

  if (O.isSome(linked) && O.isNone(viewer) && !c.req.path.endsWith('.data')) {
    const login = `${LOGIN_PATH}?${new URLSearchParams({
      returnTo: safeReturnPath(withoutCreditParam(url), DEFAULT_POST_LOGIN_PATH),
    }).toString()}`;
    const answer = c.redirect(login, 303);
    answer.headers.append('set-cookie', serverCookie('creditClaimCode', linked.value, Date.now(), secure));
    answer.headers.append(
      'set-cookie',
      serverCookie('creditClaimNotice', creditClaimNoticeValue({ _tag: 'NotLoggedIn' }), Date.now(), secure),
    );
    return answer;
  }

  // A link's own number first; a kept one waits for the next page then.
  const code = O.alt(() => kept)(linked);
  if (O.isSome(code) && O.isSome(viewer)) {
    const outcome = await claim(c, viewer.value.account.id, code.value);
    c.set('notice', O.some(creditClaimToast(outcome)));
    await next();
    if (O.isNone(linked)) setAnswerHeader(c, 'set-cookie', expiredServerCookie('creditClaimCode', secure), true);
    return;
  }

  const notice = pipe(readServerCookie(cookies, 'creditClaimNotice'), O.chain(creditClaimOutcomeOfNotice));
  if (O.isNone(notice)) return next();
  c.set('notice', O.some(creditClaimToast(notice.value)));
  await next();
  setAnswerHeader(c, 'set-cookie', expiredServerCookie('creditClaimNotice', secure), true);
};
