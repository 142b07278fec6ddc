/**
 * Refer a friend's calls (spec 2 §7.4 /v1/user/raf/stat/share and /open; §7.8 "GET referral status";
 * the other calls' /user/raf/assign):
 * - GET  /v1/user/raf/stat         the signed-in shopper's code, invitation path, stats and friends
 * - POST /v1/user/raf/stat/share   {channel}: the shopper shared their link (counted)
 * - POST /v1/user/raf/stat/open    {code}: a friend opened a link (counted once per browser; the
 *                                  code goes into the referral cookie for 30 days)
 * - POST /v1/user/raf/assign       {code}: the signed-in shopper joins through a friend's link
 * Registration (POST /v1/register) also assigns the code the referral cookie holds.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Context, Hono } from 'hono';
import type { ReferralError } from '@kerching/domain/referral';
import { expiredServerCookie, readServerCookie, serverCookie } from '@kerching/adapters-storage';
import { ReferralCodeBodyCodec, ReferralShareBodyCodec } from '@kerching/contract/referral';
import type { AppEnv } from '../appEnv';
import { errorResponse, refusedTextAnswer } from '../errors';
import { bodyOf, plain } from '../requestBody';

type Ctx = Context<AppEnv>;

const viewerIdOf = (c: Ctx): O.Option<string> =>
  O.map((v: { account: { id: string } }) => v.account.id)(c.get('viewer'));

/** A referral error as an answer: the table's status and message; outages logged. */
const failure = (c: Ctx, error: ReferralError): Response => {
  const refused = refusedTextAnswer(c, error);
  if (refused !== undefined) return refused;
  if (error.code === 'REFERRAL.UNAVAILABLE') c.get('log').error({ code: error.code, detail: error.detail }, 'referral');
  return errorResponse(c, error.code);
};

const signedIn = async (c: Ctx, run: (customerId: string) => Promise<Response>): Promise<Response> => {
  const customerId = viewerIdOf(c);
  return O.isNone(customerId) ? errorResponse(c, 'ACCOUNT.SESSION_INVALID') : run(customerId.value);
};

const answer = async <A>(c: Ctx, task: TE.TaskEither<ReferralError, A>, ok: (a: A) => Response) => {
  const result = await task();
  return E.isLeft(result) ? failure(c, result.left) : ok(result.right);
};

/** The referral cookie's Set-Cookie value for a code. */
const referralCookie = (c: Ctx, code: string): string =>
  serverCookie('referralCode', code, Date.now(), c.get('secureCookies'));

/** The code the request's referral cookie holds. */
const referralCookieCode = (c: Ctx): O.Option<string> => readServerCookie(c.get('cookies'), 'referralCode');

/**
 * At registration: the new shopper joins through the invitation their referral cookie holds, and the
 * cookie goes. A code that is not ours, or a rule that says no, never fails the registration: logged.
 */
export const joinThroughReferralCookie = async (c: Ctx, friendId: string): Promise<void> => {
  const code = referralCookieCode(c);
  if (O.isNone(code)) return;
  const joined = await c
    .get('services')
    .referrals.assignReferral.execute({ site: c.get('site').key, friendId, code: code.value })();
  if (E.isLeft(joined))
    c.get('log').info({ code: joined.left.code, detail: joined.left.detail }, 'referral not assigned');
  c.header('set-cookie', expiredServerCookie('referralCode', c.get('secureCookies')), { append: true });
};

export const referralRoutes = (app: Hono<AppEnv>): void => {
  const services = (c: Ctx) => c.get('services').referrals;

  app.get('/v1/user/raf/stat', (c) =>
    signedIn(c, (customerId) =>
      answer(c, services(c).getReferralOverview.execute({ site: c.get('site').key, customerId }), (overview) =>
        c.json({ data: plain(overview) }),
      ),
    ),
  );

  app.post('/v1/user/raf/stat/share', (c) =>
    signedIn(c, async (customerId) => {
      const body = await bodyOf(c, ReferralShareBodyCodec);
      if (E.isLeft(body)) return body.left;
      return answer(c, services(c).recordReferralShare.execute({ customerId, channel: body.right.channel }), () =>
        c.json({ data: { channel: body.right.channel } }),
      );
    }),
  );

  app.post('/v1/user/raf/stat/open', async (c) => {
    const body = await bodyOf(c, ReferralCodeBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answer(
      c,
      services(c).openReferralLink.execute({ code: body.right.code, cookieCode: referralCookieCode(c) }),
      (code) => {
        c.header('set-cookie', referralCookie(c, code), { append: true });
        return c.json({ data: { code } });
      },
    );
  });

  app.post('/v1/user/raf/assign', (c) =>
    signedIn(c, async (friendId) => {
      const body = await bodyOf(c, ReferralCodeBodyCodec);
      if (E.isLeft(body)) return body.left;
      return answer(
        c,
        services(c).assignReferral.execute({ site: c.get('site').key, friendId, code: body.right.code }),
        (code) => c.json({ data: { code } }),
      );
    }),
  );
};
