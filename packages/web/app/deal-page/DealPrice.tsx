import type { PriceView } from './dealPageModel';
import * as css from './dealPage.css';
import { COPY } from './copy';

/** The price per the deal's display mode: price, original price, discount and VIP price. */
export function DealPrice({ price }: { readonly price: PriceView }) {
  if (price.price === null) return <p className={css.priceHidden}>{COPY.priceHidden}</p>;
  return (
    <div data-testid="deal-price-box">
      <p className={css.priceRow}>
        {price.prefix === null ? null : <span className={css.pricePrefix}>{price.prefix}</span>}
        <span className={css.price} data-testid="deal-price">
          {price.price}
        </span>
        {price.suffix === null ? null : <span className={css.pricePrefix}>{price.suffix}</span>}
        {price.originalPrice === null ? null : (
          <span className={css.wasPrice}>
            <span className="visually-hidden">was </span>
            {price.originalPrice}
          </span>
        )}
        {price.discount === null ? null : <span className={css.discount}>{price.discount}</span>}
      </p>
      {price.vipPrice === null ? null : <p className={css.vipLine}>{price.vipPrice}</p>}
    </div>
  );
}
