/**
 * The wish list page (spec 1 §2 /wishlist; spec 1 §5 the visitor's prompt): the saved deals newest
 * first, each with its own Remove, and Remove all. Every control is a POST form, so the page works
 * without JavaScript.
 */
import { Form } from 'react-router';
import { DealCard } from '../components/DealCard';
import * as cards from '../components/DealCard.css';
import { listedDealCardModel } from '../components/listedDealCard';
import { loginUrlFor } from '../account/returnPath';
import * as ui from '../account/account.css';
import * as listing from '../listing/listing.css';
import { CsrfField } from '../shell/CsrfField';
import * as layout from '../theme/layout.css';
import type { WishlistLoaded } from './wishlist.server';
import { WISHLIST_COPY as COPY, WISHLIST_PATH } from './wishlistCopy';

export function WishlistView({
  loaded,
  failure,
}: {
  readonly loaded: WishlistLoaded;
  readonly failure: string | null;
}) {
  const problem = failure ?? loaded.failure;
  return (
    <main className={layout.main} data-testid="wishlist">
      <h1 className={layout.heading}>{COPY.title}</h1>
      {loaded.signedIn ? null : (
        <p className={ui.notice} data-testid="wishlist-login-prompt">
          <a className={ui.link} href={loginUrlFor(WISHLIST_PATH)}>
            {COPY.loginPrompt}
          </a>
        </p>
      )}
      {problem === null ? null : (
        <p className={ui.errorText} role="alert" data-testid="wishlist-failure">
          {problem}
        </p>
      )}
      {loaded.deals.length === 0 ? (
        <p className={listing.message}>
          {COPY.empty} <a href="/">{COPY.browse}</a>
        </p>
      ) : (
        <>
          <p className={listing.count} data-testid="wishlist-quantity">
            {COPY.saved(loaded.quantity)}
          </p>
          <h2 className="visually-hidden">{COPY.savedDeals}</h2>
          <ul className={cards.grid}>
            {loaded.deals.map((deal) => (
              <li key={deal.id} data-testid="wishlist-deal">
                <DealCard deal={listedDealCardModel(deal)} />
                <Form method="post" action={WISHLIST_PATH}>
                  <CsrfField />
                  <input type="hidden" name="dealId" value={deal.id} />
                  <button
                    className={ui.secondaryButton}
                    type="submit"
                    name="intent"
                    value="remove"
                    aria-label={COPY.removeNamed(deal.title)}
                  >
                    {COPY.remove}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" action={WISHLIST_PATH}>
            <CsrfField />
            <button className={ui.secondaryButton} type="submit" name="intent" value="removeAll">
              {COPY.removeAll}
            </button>
          </Form>
        </>
      )}
      <p>
        <a className={ui.link} href="/recommended-for-you">
          {COPY.recommended}
        </a>
      </p>
    </main>
  );
}
