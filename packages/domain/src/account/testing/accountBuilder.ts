/** Builders for account tests (STYLE.md §6): `anAccount({ hasPassword: false })`, `aSession(...)`. */
import * as O from 'fp-ts/Option';
import type { Account } from '../account';
import { NOT_DELETED } from '../deletion';
import { normaliseEmail } from '../email';
import type { Session } from '../session';

/** 2030-01-01T00:00:00Z: a fixed "now" for account tests. */
export const AN_ACCOUNT_NOW = Date.UTC(2030, 0, 1);

export const anAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 'user-1',
  email: normaliseEmail('jane@example.co.uk'),
  firstName: 'Jane',
  lastName: 'Doe',
  customerToken: 'customer-token-0001',
  vipUser: false,
  hasPassword: true,
  hasAddress: false,
  isFacebook: false,
  googleSubject: O.none,
  lockedAt: O.none,
  registeredVia: 'standard',
  origin: O.none,
  createdAt: AN_ACCOUNT_NOW - 1000,
  deletion: NOT_DELETED,
  ...overrides,
});

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  id: 'session-id-0000000000000000000001',
  userId: 'user-1',
  rememberMe: false,
  createdAt: AN_ACCOUNT_NOW,
  lastSeenAt: AN_ACCOUNT_NOW,
  revokedAt: O.none,
  ...overrides,
});
