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

  it('keeps one set of details per customer and edition, replaced on save, and forgets them with the account', async () => {
    const account = aNewAccount();
    await new SqlUsers(db).create(account)();
    const book = new SqlCustomerDetails(db);
    expect(await book.byCustomer(account.id, 'gb')()).toEqual(E.right(O.none));
    await book.save(account.id, details, NOW)();
    await book.save(account.id, { ...details, town: 'Leeds', postcode: 'LS1 4DY' }, NOW + 1)();
    expect(await book.byCustomer(account.id, 'gb')()).toEqual(
      E.right(O.some({ ...details, town: 'Leeds', postcode: 'LS1 4DY' })),
    );
    // The Irish edition keeps its own (an Eircode address); a checkout with nothing to post keeps
    // the address and changes the name and phone only.
    const irish = { ...details, town: 'Dublin 2', postcode: 'D02 X285', countryCode: 'ie' as const };
    expect(await book.byCustomer(account.id, 'ie')()).toEqual(E.right(O.none));
    await book.saveContact(account.id, { fullName: 'Jane S', phone: '087 123 4567', countryCode: 'ie' }, NOW + 1)();
    expect(await book.byCustomer(account.id, 'ie')()).toEqual(
      E.right(O.some({ ...irish, fullName: 'Jane S', phone: '087 123 4567', addressLine: '', town: '', postcode: '' })),
    );
    await book.save(account.id, irish, NOW + 1)();
    await book.saveContact(
      account.id,
      { fullName: 'Jane Shopper', phone: '087 765 4321', countryCode: 'ie' },
      NOW + 1,
    )();
    expect(await book.byCustomer(account.id, 'ie')()).toEqual(E.right(O.some({ ...irish, phone: '087 765 4321' })));
    expect(await book.byCustomer(account.id, 'gb')()).toEqual(
      E.right(O.some({ ...details, town: 'Leeds', postcode: 'LS1 4DY' })),
    );
    await db.query('UPDATE users SET deletion_requested_at = $2 WHERE id = $1', [
      account.id,
      new Date(NOW).toISOString(),
    ]);
    await new SqlUsers(db).anonymise(account.id, anonymisedIdentity(account.id), NOW + 2)();
    expect(await book.byCustomer(account.id, 'gb')()).toEqual(E.right(O.none));
    expect(await book.byCustomer(account.id, 'ie')()).toEqual(E.right(O.none));
  });
});
