/**
 * The checkout's 422 recovery over the real SQL stores (spec 1 §4): a basket the checkout cannot
 * load gives way to a new one with the lines that can still be bought.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import type { PurchaseServices } from '@kerching/application/services';
import { createContainer, serverServices } from './container';

describe.each(testDatabases())('RecoverBasket on $name', ({ open }) => {
  let db: SqlClient;
  let services: PurchaseServices;
  beforeEach(async () => {
    db = await open();
    await writeCatalogue(db, smallCatalogue([aDealRow(1, { priceMinor: 1000 }), aDealRow(2, { priceMinor: 2000 })]));
    const clock = { now: () => FIXED_NOW };
    services = serverServices(createContainer(db, clock)).purchase;
  });
  afterEach(async () => {
    await db.close();
  });

  const basketWithBoth = async (): Promise<string> => {
    const created = await services.createBasket.execute({
      site: 'kerching',
      customerId: O.none,
      eligibleForVip: false,
      products: [
        { productId: 10, quantity: 1 },
        { productId: 20, quantity: 2 },
      ],
    })();
    if (E.isLeft(created)) throw new Error(created.left.detail);
    return created.right.id;
  };

  it('carries over what can still be bought when one deal sold out, and the checkout loads again', async () => {
    const token = await basketWithBoth();
    await db.query('UPDATE deal SET sold_out = true WHERE id = 1');
    const checkout = (basket: string) =>
      services.getCheckout.execute({
        token: basket,
        customerId: O.none,
        promoCode: O.none,
        useWallet: false,
        device: { applePay: false, isInternetExplorer: false },
        flags: { clearpayEnabled: true, klarnaStrict: false },
      })();
    const failed = await checkout(token);
    expect(E.isLeft(failed)).toBe(true);
    const recovered = await services.recoverBasket.execute({ site: 'kerching', customerId: O.none, token })();
    if (E.isLeft(recovered) || O.isNone(recovered.right)) throw new Error('no recovered basket');
    const fresh = recovered.right.value;
    expect(fresh.id).not.toBe(token);
    expect(fresh.products.map((p) => [p.id, p.quantity])).toEqual([[20, 2]]);
    expect(E.isRight(await checkout(fresh.id))).toBe(true);
  });

  it('makes no basket when nothing can be bought any more, or the basket is gone', async () => {
    const token = await basketWithBoth();
    await db.query('UPDATE deal SET sold_out = true');
    expect(await services.recoverBasket.execute({ site: 'kerching', customerId: O.none, token })()).toEqual(
      E.right(O.none),
    );
    expect(
      await services.recoverBasket.execute({
        site: 'kerching',
        customerId: O.none,
        token: 'no-such-basket-token-1234',
      })(),
    ).toEqual(E.right(O.none));
  });
});
