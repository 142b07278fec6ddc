/**
 * Account and member routes (spec 1 §2 "Account and member routes"), as data with the edition and
 * membership each needs. /myaccount/vip-rewards is for VIP members in the UK; /myaccount/rewards
 * (Club) is UK only; /myaccount/refer-a-friend is in Ireland and in the second UK menu, so both.
 */
import type { CountryCode, Site } from '../site/site';

export interface AccountRoute {
  readonly path: string;
  /** The editions that offer the route. */
  readonly countries: ReadonlyArray<CountryCode>;
  readonly vipOnly: boolean;
}

const BOTH: ReadonlyArray<CountryCode> = ['gb', 'ie'];
const UK: ReadonlyArray<CountryCode> = ['gb'];

const route = (path: string): AccountRoute => ({ path, countries: BOTH, vipOnly: false });
const ukRoute = (path: string, vipOnly: boolean): AccountRoute => ({ path, countries: UK, vipOnly });

export const ACCOUNT_ROUTES: ReadonlyArray<AccountRoute> = [
  route('/login'),
  route('/register'),
  route('/forgot-password'),
  route('/myaccount/profile'),
  route('/myaccount/vouchers'),
  route('/myaccount/subscriptions'),
  route('/myaccount/wallet'),
  route('/myaccount/password'),
  route('/myaccount/delete'),
  ukRoute('/myaccount/vip-rewards', true),
  ukRoute('/myaccount/rewards', false),
  route('/myaccount/refer-a-friend'),
  route('/giftcard/redeem'),
  route('/mygift'),
  route('/migrate-user'),
  route('/consume-token'),
];

/** The account routes a shopper on this site can use. */
export const accountRoutesFor = (site: Site, isVip: boolean): ReadonlyArray<AccountRoute> =>
  ACCOUNT_ROUTES.filter((r) => r.countries.includes(site.countryCode) && (isVip || !r.vipOnly));
