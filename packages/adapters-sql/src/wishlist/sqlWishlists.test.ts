import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { anonymisedIdentity } from '@kerching/domain/account';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlUsers } from '../accounts/sqlUsers';
import { NOW, aNewAccount } from '../accounts/testing/accountRows';
import { SqlWishlists } from './sqlWishlists';

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
  return result.right;
};

describe.each(testDatabases())('SqlWishlists on $name', ({ open }) => {
  let db: SqlClient;
  let lists: SqlWishlists;
  beforeAll(async () => {
    db = await open();
    lists = new SqlWishlists(db);
  }, 120_000);
  afterAll(async () => db.close());

  const shopper = async (): Promise<string> => {
    const account = aNewAccount();
    right(await new SqlUsers(db).create(account)());
    return account.id;
  };
  const visitorList = async (dealIds: readonly number[], from = NOW): Promise<string> => {
    const id = randomUUID();
    right(await lists.create({ id, site: 'kerching', customerId: O.none }, from)());
    for (const [i, dealId] of dealIds.entries()) right(await lists.add(id, dealId, from + i)());
    return id;
  };
  const dealsOf = async (id: string) => O.toNullable(right(await lists.byId(id)()))?.dealIds;

  it('keeps each deal once, newest first; saving again moves it to the top; removes one or all', async () => {
    const id = await visitorList([1, 2, 3]);
    right(await lists.add(id, 1, NOW + 10)());
    expect(await dealsOf(id)).toEqual([1, 3, 2]);
    right(await lists.remove(id, O.some(3))());
    expect(await dealsOf(id)).toEqual([1, 2]);
    right(await lists.remove(id, O.none)());
    expect(right(await lists.byId(id)())).toEqual(O.some({ id, site: 'kerching', customerId: O.none, dealIds: [] }));
    expect(right(await lists.byId(randomUUID())())).toEqual(O.none);
  });

  it('adopts a visitor list at sign-in, then merges the next one into it', async () => {
    const customer = await shopper();
    const first = await visitorList([1, 2]);
    expect(right(await lists.adopt(first, 'kerching', customer, NOW + 5)())).toBe(first);
    expect(O.toNullable(right(await lists.byCustomer('kerching', customer)()))?.dealIds).toEqual([2, 1]);
    expect(right(await lists.byCustomer('kerchingie', customer)())).toEqual(O.none);

    const second = await visitorList([2, 7], NOW + 20);
    expect(right(await lists.adopt(second, 'kerching', customer, NOW + 30)())).toBe(first);
    expect(await dealsOf(first)).toEqual([7, 2, 1]);
    expect(right(await lists.byId(second)())).toEqual(O.none);
  });

  it('ends with one list holding every deal when two visitor lists are adopted at once', async () => {
    const customer = await shopper();
    const a = await visitorList([11, 12]);
    const b = await visitorList([13]);
    const adopted = await Promise.all([
      lists.adopt(a, 'kerching', customer, NOW + 50)(),
      lists.adopt(b, 'kerching', customer, NOW + 50)(),
    ]);
    expect(adopted.every(E.isRight)).toBe(true);
    const own = O.toNullable(right(await lists.byCustomer('kerching', customer)()));
    expect([...(own?.dealIds ?? [])].sort()).toEqual([11, 12, 13]);
    const [count] = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM wishlist WHERE customer_id = $1',
      [customer],
    );
    expect(Number(count?.n)).toBe(1);
  });

  it('refuses a second list for one shopper and site, and forgets the list with the account', async () => {
    const customer = await shopper();
    right(await lists.create({ id: randomUUID(), site: 'kerching', customerId: O.some(customer) }, NOW)());
    const again = await lists.create({ id: randomUUID(), site: 'kerching', customerId: O.some(customer) }, NOW)();
    expect(E.isLeft(again) && again.left.code).toBe('WISHLIST.UNAVAILABLE');
    await db.query('UPDATE users SET deletion_requested_at = $2 WHERE id = $1', [
      customer,
      new Date(NOW).toISOString(),
    ]);
    right(await new SqlUsers(db).anonymise(customer, anonymisedIdentity(customer), NOW + 1)());
    expect(right(await lists.byCustomer('kerching', customer)())).toEqual(O.none);
  });
});
