import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { anonymisedIdentity } from '@kerching/domain/account';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlUsers } from '../accounts/sqlUsers';
import { NOW, aNewAccount } from '../accounts/testing/accountRows';
import { SqlCustomerDetails } from './sqlCustomerDetails';

const details = {
  fullName: 'Jane Shopper',
  phone: '020 7946 0958',
  addressLine: '1 High St',
  town: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'gb' as const,
};

describe.each(testDatabases())('SqlCustomerDetails on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(async () => db.close());

  it('keeps one set of details per customer, replaced on save, and forgets them with the account', async () => {
    const account = aNewAccount();
    await new SqlUsers(db).create(account)();
    const book = new SqlCustomerDetails(db);
    expect(await book.byCustomer(account.id)()).toEqual(E.right(O.none));
    await book.save(account.id, details, NOW)();
    await book.save(account.id, { ...details, town: 'Leeds', postcode: 'LS1 4DY' }, NOW + 1)();
    expect(await book.byCustomer(account.id)()).toEqual(
      E.right(O.some({ ...details, town: 'Leeds', postcode: 'LS1 4DY' })),
    );
    await db.query('UPDATE users SET deletion_requested_at = $2 WHERE id = $1', [
      account.id,
      new Date(NOW).toISOString(),
    ]);
    await new SqlUsers(db).anonymise(account.id, anonymisedIdentity(account.id), NOW + 2)();
    expect(await book.byCustomer(account.id)()).toEqual(E.right(O.none));
  });
});
