/** Fixtures for the account repositories' contract tests. */
import * as O from 'fp-ts/Option';
import { normaliseEmail } from '@kerching/domain/account';
import type { NewAccount } from '@kerching/ports/accounts';
import type { SqlClient } from '../../sqlClient';
import type { TestDatabase } from '../../testing/databases';

/** 2026-06-01T12:00:00Z. */
export const NOW = Date.UTC(2026, 5, 1, 12);

/** A new, migrated database (MIGRATIONS includes 0004_accounts). */
export const openAccountsDatabase = (database: TestDatabase): Promise<SqlClient> => database.open();

let next = 0;
export const aNewAccount = (overrides: Partial<NewAccount> = {}): NewAccount => {
  next += 1;
  return {
    id: `user-${next}`,
    email: normaliseEmail(`user${next}@example.co.uk`),
    firstName: 'Jane',
    lastName: 'Doe',
    customerToken: `customer-token-${next}-abcdefghij`,
    passwordHash: O.some('scrypt$hash'),
    googleSubject: O.none,
    registeredVia: 'standard',
    origin: O.none,
    createdAt: NOW,
    ...overrides,
  };
};

/** A 43-character token, like the server's generator makes. */
export const aToken = (n: number): string => `tok${String(n).padStart(40, '0')}`;
