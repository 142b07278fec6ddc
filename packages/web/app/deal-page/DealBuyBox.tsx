import { useId, useState } from 'react';
import { useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../shell/shellModel';
import type { BasketActionAnswer } from '../purchase/dealBasketAction.server';
import { CsrfField } from '../shell/CsrfField';
import { selectedQuantity } from '@kerching/domain/deal';
import type { DealPageModel, ProductView } from './dealPageModel';
import { BookingCalendar, useCalendarLink } from './BookingCalendar';
import { DealCountdown } from './DealCountdown';
import { DealPrice } from './DealPrice';
import * as css from './dealPage.css';
import { COPY } from './copy';

function ProductLabel({ product, priceListed }: { readonly product: ProductView; readonly priceListed: boolean }) {
  return (
    <span className={css.optionText}>
      <span>{product.name}</span>
      {product.claim === null ? null : <span className={css.claim}>{product.claim}</span>}
      {!priceListed || product.price.price === null ? null : (
        <span>
          <span className={css.optionPrice}>{product.price.price}</span>
          {product.price.originalPrice === null ? null : (
            <>
              {' '}
              <span className={css.wasPrice}>
                <span className="visually-hidden">was </span>
                {product.price.originalPrice}
              </span>
            </>
          )}
        </span>
      )}
      {product.note === null ? null : <span className={css.optionNote}>{product.note}</span>}
    </span>
  );
}

function ProductChoice({
  model,
  selectedId,
  onChoose,
}: {
  readonly model: DealPageModel;
  readonly selectedId: number | null;
  readonly onChoose: (id: number) => void;
}) {
  const selectId = useId();
  const [only] = model.products;
  if (model.products.length === 1 && only !== undefined && model.productDisplay !== 'calendar') {
    return (
      <p className={css.vipLine}>
        {only.name}
        {only.claim === null ? null : (
          <>
            {' '}
            <span className={css.claim}>{only.claim}</span>
          </>
        )}
        {only.note === null ? null : <span className={css.optionNote}> ({only.note})</span>}
      </p>
    );
  }
  if (model.productDisplay === 'dropdown') {
    return (
      <div>
        <label className={css.label} htmlFor={selectId}>
          {COPY.chooseOption}
        </label>
        <select
          id={selectId}
          name="productId"
          className={css.select}
          value={selectedId ?? ''}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {selectedId === null ? (
            <option value="" disabled>
              {COPY.chooseOption}
            </option>
          ) : null}
          {model.products.map((p) => (
            <option key={p.id} value={p.id} disabled={!p.buyable}>
              {`${p.name}${!model.optionPricesListed || p.price.price === null ? '' : ` – ${p.price.price}`}${p.claim === null ? '' : ` – ${p.claim}`}${p.note === null ? '' : ` (${p.note})`}`}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const calendar = model.calendar;
  return (
    <>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{COPY.chooseOption}</legend>
        <ul className={css.options}>
          {model.products.map((p) => (
            <li key={p.id}>
              <label className={css.option}>
                <input
                  className={css.radio}
                  type="radio"
                  name="productId"
                  value={p.id}
                  checked={selectedId === p.id}
                  disabled={!p.buyable}
                  onChange={() => onChoose(p.id)}
                />
                <ProductLabel product={p} priceListed={model.optionPricesListed} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {calendar === null ? null : 'failed' in calendar ? (
        <p className={css.calendar} role="alert">
          {calendar.failed}
        </p>
      ) : (
        <BookingCalendar view={calendar} />
      )}
    </>
  );
}

/**
 * The buying part of the page: price, time left, availability, product choice, quantity within
 * the domain's limits, and "Add to basket" / "Buy now". It is a form posted to the deal page's own
 * action (dealBasketAction.server.ts): without JavaScript a plain post that renders the page again
 * with the answer; with it a fetcher, so the page stays where it is. The answer (added, or the
 * spec's message) is shown in the status line; "Buy now" and express buy go on by redirect.
 */
export function DealBuyBox({ model }: { readonly model: DealPageModel }) {
  const quantityId = useId();
  const capNoticeId = useId();
  const limitNoticeId = useId();
  const buyBlockId = useId();
  const fetcher = useFetcher<BasketActionAnswer>();
  // A plain post (no JavaScript yet) answers as the page's action data; a fetcher's, as its own.
  const pageAnswer = useActionData<BasketActionAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  // Express buy is offered to signed-in shoppers (spec 1 §6 "needs saved instruments").
  const signedIn = (useRouteLoaderData<ShellData>('root')?.viewer ?? null) !== null;
  const expressKey = useRouteLoaderData<{ readonly expressKey?: string }>('routes/deal')?.expressKey;
  const busy = fetcher.state !== 'idle';
  const [selectedId, setSelectedId] = useState(model.selectedProductId);
  const product = model.products.find((p) => p.id === selectedId) ?? null;
  const [quantity, setQuantity] = useState(product?.defaultQuantity ?? 0);
  const deal = { pricePerPerson: model.pricePerPerson };
  const follow = useCalendarLink();
  const choose = (id: number): void => {
    const next = model.products.find((p) => p.id === id) ?? null;
    setSelectedId(id);
    setQuantity(next?.defaultQuantity ?? 0);
    // Another option of a deal sold by date has its own calendar.
    const calendarOf = model.calendar !== null && 'productHrefs' in model.calendar ? model.calendar.productHrefs : {};
    const to = calendarOf[String(id)];
    if (to !== undefined) follow(to);
  };
  const change = (requested: number): void => {
    if (product === null) return;
    setQuantity(selectedQuantity(Math.max(requested, product.minQuantity), product.maxQuantity, deal));
  };
  const price = model.priceFollowsChoice && product !== null ? product.price : model.price;
  const { availability } = model;
  const block = availability.buyable ? (product?.buyBlock ?? null) : null;
  const buyable = availability.buyable && product !== null && product.buyable && block === null && quantity > 0;
  const atMin = product === null || quantity <= product.minQuantity;
  const atMax = product === null || quantity >= product.maxQuantity;
  const limitNotice = product?.limitNotice ?? null;
  return (
    <fetcher.Form
      method="post"
      className={css.box}
      aria-label="Buy this deal"
      data-testid="buy-box"
      data-availability={availability.buyable ? 'buyable' : 'unavailable'}
    >
      {/* The price changes with the chosen option: said politely, whole. */}
      <div aria-live="polite" aria-atomic="true" data-testid="price-region">
        <DealPrice price={price} />
      </div>
      {model.countdown === null ? null : <DealCountdown {...model.countdown} />}
      {availability.heading === null ? null : (
        <p
          className={availability.buyable ? css.noticeOnSale : css.noticeUnavailable}
          data-testid="deal-availability"
          data-reason={availability.reason ?? ''}
        >
          <strong className={css.noticeHeading}>{availability.heading}</strong>
          {availability.message}
        </p>
      )}
      {model.products.length === 0 ? null : <ProductChoice model={model} selectedId={selectedId} onChoose={choose} />}
      {availability.buyable && product !== null && product.buyable ? (
        <div className={css.quantity} role="group" aria-labelledby={quantityId}>
          <span id={quantityId} className={css.label}>
            {COPY.quantity}
          </span>
          {/* aria-disabled, not disabled: a stepper at its end keeps focus and says why it stops. */}
          <button
            type="button"
            className={css.stepper}
            aria-label={COPY.decrease}
            aria-disabled={atMin}
            onClick={() => {
              if (!atMin) change(quantity - 1);
            }}
          >
            −
          </button>
          <output className={css.quantityValue} aria-live="polite" data-testid="quantity">
            {quantity}
          </output>
          <button
            type="button"
            className={css.stepper}
            aria-label={COPY.increase}
            aria-disabled={atMax}
            aria-describedby={limitNotice === null ? capNoticeId : `${capNoticeId} ${limitNoticeId}`}
            onClick={() => {
              if (!atMax) change(quantity + 1);
            }}
          >
            +
          </button>
          <p id={capNoticeId} className={css.capNotice}>
            {model.purchaseCapNotice}
          </p>
          {limitNotice === null ? null : (
            <p id={limitNoticeId} className={css.capNotice} data-testid="option-limit">
              {limitNotice}
            </p>
          )}
        </div>
      ) : null}
      <input type="hidden" name="quantity" value={quantity} />
      {model.products.length === 1 && product !== null ? (
        <input type="hidden" name="productId" value={product.id} />
      ) : null}
      <CsrfField />
      {expressKey === undefined ? null : <input type="hidden" name="expressKey" value={expressKey} />}
      {block === null ? null : (
        <p id={buyBlockId} className={css.capNotice} data-testid="buy-blocked">
          {block.message}
          {block.link === null ? null : (
            <>
              {' '}
              <a href={block.link.href}>{block.link.label}</a>
            </>
          )}
        </p>
      )}
      <div className={css.buyButtons}>
        <button
          type="submit"
          name="intent"
          value="add"
          className={css.basketButton}
          disabled={!buyable || busy}
          aria-describedby={block === null ? undefined : buyBlockId}
          data-testid="add-to-basket"
        >
          {COPY.addToBasket}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy"
          className={css.buyButton}
          disabled={!buyable || busy}
          aria-describedby={block === null ? undefined : buyBlockId}
          data-testid="buy-button"
        >
          {COPY.buyNow}
        </button>
        {signedIn && expressKey !== undefined ? (
          <button
            type="submit"
            name="intent"
            value="express"
            className={css.basketButton}
            disabled={!buyable || busy}
            aria-describedby={block === null ? undefined : buyBlockId}
            data-testid="express-buy"
          >
            {COPY.expressBuy}
          </button>
        ) : null}
      </div>
      <p className={css.status} role="status" data-testid="buy-message">
        {answer?.failure ?? answer?.added?.message ?? null}
        {answer?.added === undefined ? null : (
          <>
            {' '}
            <a href={answer.added.checkoutHref} data-testid="checkout-link">
              {COPY.goToCheckout}
            </a>
          </>
        )}
      </p>
    </fetcher.Form>
  );
}
