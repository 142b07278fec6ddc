/**
 * The basket calls of spec 2 §7.6 (issue 6), under /v1:
 * - POST   /v1/basket                            create; 201 with the token as the Location's last segment
 * - GET    /v1/basket/{token}?giftPacks=true     read by token
 * - GET    /v1/basket?customerToken=…&giftPacks  the viewer's own basket (another customer's token: 403)
 * - POST   /v1/basket/{token}/product            add a product payload
 * - PATCH  /v1/basket/{token}/product/{id}       quantity, giftWrap, giftPack, gift, gifting, payDeposit,
 *                                                payLater, deliveryOptionType
 * - DELETE /v1/basket/{token}/product[/{id}]     remove all, or one
 * - PUT    /v1/basket/{token}                    replace the products
 * - PATCH  /v1/basket/{token}                    link the signed-in viewer as the basket's customer
 * - POST   /v1/basket/{token}/addon              add-on (VVE)
 * The token (128 random bits or more) is the basket's bearer secret while the basket is anonymous;
 * once linked to a customer it answers to that customer's session only, and to anyone else as an
 * unknown token (BASKET.NOT_FOUND; issue 40 item 7, ADR 50). Every change is checked by the domain's
 * rules and answered with the spec's messages.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Hono } from 'hono';
import * as t from 'io-ts';
import { AddonBodyCodec, BasketBodyCodec, LinePatchCodec, ProductPayloadCodec } from '@kerching/contract/purchase';
import { sameSecret } from '@kerching/domain/account';
import { purchaseError } from '@kerching/domain/checkout';
import type { AppEnv } from '../appEnv';
import { bodyOf, decodedOr400, plain } from '../requestBody';
import { type Ctx, answerPurchase, customerOf, purchaseFailure } from './purchaseAnswers';

export const BASKET_PATH = '/v1/basket';

const ProductIdParam = t.type({
  productId: t.string.pipe(
    new t.Type<number, string, string>(
      'a product id',
      (u): u is number => typeof u === 'number',
      (s, c) => (/^\d{1,10}$/.test(s) ? t.success(Number(s)) : t.failure(s, c, 'a product id')),
      String,
    ),
  ),
});

const giftPacksOf = (c: Ctx): boolean => c.req.query('giftPacks') === 'true';

/** A customer token in a body or query names the viewer, or nobody: never another customer. */
const namesSomeoneElse = (c: Ctx, customerToken: string | undefined): boolean =>
  customerToken !== undefined &&
  !O.exists((customer: { customerToken: string }) => sameSecret(customer.customerToken, customerToken))(customerOf(c));

const forbidden = (c: Ctx) =>
  purchaseFailure(c, purchaseError('BASKET.FORBIDDEN', 'customer token of another customer'));

const productIdOf = (c: Ctx): E.Either<Response, number> =>
  E.map((p: { productId: number }) => p.productId)(decodedOr400(c, ProductIdParam.decode(c.req.param())));

export const basketRoutes = (app: Hono<AppEnv>): void => {
  const purchase = (c: Ctx) => c.get('services').purchase;
  /** The signed-in customer asking, to whom a linked basket answers. */
  const shopper = (c: Ctx) => O.map((customer: { id: string }) => customer.id)(customerOf(c));

  app.post(BASKET_PATH, async (c) => {
    const body = await bodyOf(c, BasketBodyCodec);
    if (E.isLeft(body)) return body.left;
    if (namesSomeoneElse(c, body.right.customerToken)) return forbidden(c);
    return answerPurchase(
      c,
      purchase(c).createBasket.execute({
        site: c.get('site').key,
        customerId: O.map((customer: { id: string }) => customer.id)(customerOf(c)),
        eligibleForVip: body.right.eligibleForVip ?? false,
        products: body.right.products,
      }),
      (basket) => {
        c.header('location', `${BASKET_PATH}/${basket.id}`);
        return c.json({ data: plain(basket) }, 201);
      },
    );
  });

  app.get(BASKET_PATH, async (c) => {
    const customerToken = c.req.query('customerToken');
    const customer = customerOf(c);
    if (O.isNone(customer)) return purchaseFailure(c, purchaseError('CHECKOUT.LOGIN_REQUIRED', 'no viewer'));
    if (namesSomeoneElse(c, customerToken)) return forbidden(c);
    return answerPurchase(
      c,
      purchase(c).getBasket.execute({
        key: { _tag: 'Customer', customerId: customer.value.id, site: c.get('site').key },
        giftPacks: giftPacksOf(c),
      }),
    );
  });

  app.get(`${BASKET_PATH}/:token`, (c) =>
    answerPurchase(
      c,
      purchase(c).getBasket.execute({
        key: { _tag: 'Token', token: c.req.param('token'), shopper: shopper(c) },
        giftPacks: giftPacksOf(c),
      }),
    ),
  );

  app.post(`${BASKET_PATH}/:token/product`, async (c) => {
    const body = await bodyOf(c, ProductPayloadCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      purchase(c).addToBasket.execute({ token: c.req.param('token'), shopper: shopper(c), product: body.right }),
    );
  });

  app.patch(`${BASKET_PATH}/:token/product/:productId`, async (c) => {
    const productId = productIdOf(c);
    if (E.isLeft(productId)) return productId.left;
    const body = await bodyOf(c, LinePatchCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      purchase(c).updateBasketLine.execute({
        token: c.req.param('token'),
        shopper: shopper(c),
        productId: productId.right,
        patch: body.right,
      }),
    );
  });

  app.delete(`${BASKET_PATH}/:token/product`, (c) =>
    answerPurchase(
      c,
      purchase(c).removeFromBasket.execute({ token: c.req.param('token'), shopper: shopper(c), productId: O.none }),
    ),
  );

  app.delete(`${BASKET_PATH}/:token/product/:productId`, (c) => {
    const productId = productIdOf(c);
    if (E.isLeft(productId)) return productId.left;
    return answerPurchase(
      c,
      purchase(c).removeFromBasket.execute({
        token: c.req.param('token'),
        shopper: shopper(c),
        productId: O.some(productId.right),
      }),
    );
  });

  app.put(`${BASKET_PATH}/:token`, async (c) => {
    const body = await bodyOf(c, BasketBodyCodec);
    if (E.isLeft(body)) return body.left;
    if (namesSomeoneElse(c, body.right.customerToken)) return forbidden(c);
    return answerPurchase(
      c,
      purchase(c).replaceBasket.execute({
        token: c.req.param('token'),
        shopper: shopper(c),
        eligibleForVip: O.fromNullable(body.right.eligibleForVip),
        products: body.right.products,
      }),
    );
  });

  app.patch(`${BASKET_PATH}/:token`, async (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return purchaseFailure(c, purchaseError('CHECKOUT.LOGIN_REQUIRED', 'no viewer'));
    return answerPurchase(
      c,
      purchase(c).linkBasketToCustomer.execute({ token: c.req.param('token'), customerId: customer.value.id }),
    );
  });

  app.post(`${BASKET_PATH}/:token/addon`, async (c) => {
    const body = await bodyOf(c, AddonBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      purchase(c).addOnToBasket.execute({ token: c.req.param('token'), shopper: shopper(c), ...body.right }),
    );
  });
};
