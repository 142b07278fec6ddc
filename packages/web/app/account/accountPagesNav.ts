/**
 * The side navigation of the account pages: my details, my wallet, the settings pages and deleting
 * the account. Kept apart from the header's menu (accountMenu.ts), which every page loads, so these
 * links travel only with the account pages.
 */
import { type AccountLink, MY_DETAILS, PASSWORD, SUBSCRIPTIONS } from './accountMenu';

export const MY_WALLET: AccountLink = { href: '/myaccount/wallet', label: 'My wallet' };
const DELETE: AccountLink = { href: '/myaccount/delete', label: 'Delete my account' };

export const ACCOUNT_SETTINGS_LINKS: ReadonlyArray<AccountLink> = [
  MY_DETAILS,
  MY_WALLET,
  PASSWORD,
  SUBSCRIPTIONS,
  DELETE,
];
