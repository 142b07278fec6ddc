import * as ui from '../account/account.css';
import { PURCHASE_COPY } from './purchaseCopy';

/** The way on from a basket page with nothing to buy: back to the deals. */
export function ContinueShopping() {
  return (
    <p>
      <a className={ui.link} href="/">
        {PURCHASE_COPY.continueShopping}
      </a>
    </p>
  );
}
