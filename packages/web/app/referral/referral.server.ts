/**
 * Refer a friend on the server side of the web app: the page's loader and share action, the
 * invitation link's landing, and joining at registration through the referral cookie.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import { expiredServerCookie, readServerCookie, serverCookie } from '@kerching/adapters-storage';
import { errorStatus } from '@kerching/contract/error-table';
import { type ReferralError, referralCreditExplainerFor, referralShareLinks } from '@kerching/domain/referral';
import { currencySymbol, formatAmount } from '@kerching/domain/money';
import { type CurrencyCode, SITES, type SiteKey } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../load-context';
import { cookiesOf, requireViewer } from '../account/accountSession.server';
import { day } from '../purchase/orders.server';
import type { ReferralPageModel } from './ReferAFriendView';

/** A balance: £0, £10, €12.50 (a price's form, but nothing is £0, not "FREE"). */
const balance = (minor: number, currency: CurrencyCode): string => `${currencySymbol(currency)}${formatAmount(minor)}`;

/** A failure as the error page: its status only (an outage's detail is for the log, not the browser). */
const failure = (error: ReferralError): never => {
  throw data(null, { status: errorStatus(error.code) });
};

export const loadReferralPage = async (
  request: Request,
  context: KerchingLoadContext,
): Promise<{ readonly siteKey: SiteKey; readonly model: ReferralPageModel }> => {
  const viewer = requireViewer(request, context);
  const result = await context.services.referrals.getReferralOverview.execute({
    site: context.site.key,
    customerId: viewer.account.id,
  })();
  if (E.isLeft(result)) return failure(result.left);
  const overview = result.right;
  const { currency } = overview;
  const inviteUrl = `${new URL(request.url).origin}${overview.invitePath}`;
  return {
    siteKey: context.site.key,
    model: {
      explainer: referralCreditExplainerFor(currency),
      code: overview.code,
      inviteUrl,
      shareLinks: referralShareLinks(inviteUrl, SITES[context.site.key].displayName),
      stats: {
        linksOpened: overview.stats.linksOpened,
        linksShared: overview.stats.linksShared,
        earned: balance(overview.creditedBalance * 100, currency),
        pending: balance(overview.stats.pendingBalance * 100, currency),
        cancelled: balance(overview.stats.cancelledBalance * 100, currency),
      },
      friends: overview.friends.map((friend) => ({
        joined: day(friend.joinedAt),
        status: friend.label,
        credit: friend.status === 'CREDITED' ? balance(friend.creditedMinor, friend.currency) : '',
      })),
    },
  };
};

/** The page's action: the shopper shared their link through one channel. */
export const recordReferralShare = async (request: Request, context: KerchingLoadContext) => {
  const viewer = requireViewer(request, context);
  const form = await request.formData();
  const result = await context.services.referrals.recordReferralShare.execute({
    customerId: viewer.account.id,
    channel: form.get('channel'),
  })();
  if (E.isLeft(result)) return failure(result.left);
  return { shared: true };
};

/**
 * /invite/{code}: a code that is not ours is a 404; a visitor's browser keeps the code in the
 * referral cookie (the open counted once) and goes on to register; a signed-in shopper, already a
 * member, goes to the homepage.
 */
export const landOnInvitation = async (request: Request, context: KerchingLoadContext, code: string) => {
  const cookieCode = readServerCookie(cookiesOf(request), 'referralCode');
  const opened = await context.services.referrals.openReferralLink.execute({ code, cookieCode })();
  if (E.isLeft(opened)) {
    if (opened.left.code === 'REFERRAL.UNKNOWN_CODE') return data({ siteKey: context.site.key }, { status: 404 });
    return failure(opened.left);
  }
  if (O.isSome(context.viewer)) throw redirect('/', 303);
  const cookie = serverCookie('referralCode', opened.right, Date.now(), context.request.secureCookies);
  throw redirect('/register', { status: 303, headers: { 'set-cookie': cookie } });
};

/** Whether the browser came through an invitation (the register page says so). */
export const cameThroughInvitation = (request: Request): boolean =>
  O.isSome(readServerCookie(cookiesOf(request), 'referralCode'));

/**
 * After registration: the new shopper joins through the invitation in the referral cookie, which
 * goes. Answers the cookie's removal (none without one). A rule that says no never fails sign-up.
 */
export const joinThroughInvitation = async (
  request: Request,
  context: KerchingLoadContext,
  friendId: string,
): Promise<ReadonlyArray<readonly [string, string]>> => {
  const code = readServerCookie(cookiesOf(request), 'referralCode');
  if (O.isNone(code)) return [];
  await context.services.referrals.assignReferral.execute({ site: context.site.key, friendId, code: code.value })();
  return [['set-cookie', expiredServerCookie('referralCode', context.request.secureCookies)]];
};
