/**
 * The exit-intent promo (spec 1 §2; spec 2 §9 "Exit promo code EXTRA10 (extra 10%)", "up to 6 deals;
 * confirmation 2 s"): a modal dialog offering the code with a button that copies it (CopyCode, whose
 * confirmation shows for 2 s), and up to 6 of the most popular deals where the shopper is, priced as
 * their cards are. Loaded only when it
 * opens (useExitPromo.ts).
 */
import { useEffect, useRef, useState } from 'react';
import * as E from 'fp-ts/Either';
import {
  EXIT_PROMO_CODE,
  EXIT_PROMO_EXTRA_PERCENT,
  EXIT_PROMO_MAX_DEALS,
  exitPromoDeals,
} from '@kerching/domain/marketing';
import { DISCOUNT_CODES_PAGE_PATH } from '@kerching/domain/promo';
import type { Site } from '@kerching/domain/site';
import { type DealCardModel, dealCardModel } from '../components/dealCardModel';
import { loadBrowserServices } from '../composition/lazyBrowserServices';
import { CopyCode } from '../promo/CopyCode';
import * as css from './exitPromo.css';

/** OUR WORDING (the spec names the code and its extra 10%, not the words around them). */
export const EXIT_PROMO_COPY = {
  title: `Before you go: an extra ${EXIT_PROMO_EXTRA_PERCENT}% off`,
  offer: (code: string) =>
    `Use code ${code} at checkout for an extra ${EXIT_PROMO_EXTRA_PERCENT}% off your order. One use per shopper; sign in to use it.`,
  deals: (location: string) => `Popular in ${location}`,
  allCodes: 'See all discount codes',
  close: 'No thanks',
  dismiss: 'Close',
} as const;

/** A press outside the dialog's box lands on its backdrop (the dialog element is the target). */
const onBackdrop = (event: React.MouseEvent<HTMLDialogElement>): boolean => {
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.target === event.currentTarget &&
    (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom)
  );
};

/** The location's most popular deals (at most 6), or none when they cannot be read. */
const usePopularDeals = (site: Site, location: string): ReadonlyArray<DealCardModel> => {
  const [deals, setDeals] = useState<ReadonlyArray<DealCardModel>>([]);
  useEffect(() => {
    let live = true;
    void loadBrowserServices(site)
      .then((services) =>
        services.listDeals.execute({ site: site.key, location, page: 0, pageSize: EXIT_PROMO_MAX_DEALS })(),
      )
      .then(
        (page) => {
          if (live && E.isRight(page)) setDeals(exitPromoDeals(page.right.deals).map(dealCardModel));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [site, location]);
  return deals;
};

export function ExitPromo({
  site,
  location,
  onClose,
}: {
  readonly site: Site;
  readonly location: { readonly name: string; readonly shortName: string };
  readonly onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const deals = usePopularDeals(site, location.shortName);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-labelledby="exit-promo-title"
      onClose={onClose}
      // Escape closes it too (the dialog's cancel); this is for a tap beside it on a phone.
      onClick={(event) => {
        if (onBackdrop(event)) onClose();
      }}
      data-testid="exit-promo"
    >
      <button type="button" className={css.dismiss} onClick={onClose} aria-label={EXIT_PROMO_COPY.dismiss}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id="exit-promo-title" className={css.title}>
        {EXIT_PROMO_COPY.title}
      </h2>
      <p>{EXIT_PROMO_COPY.offer(EXIT_PROMO_CODE)}</p>
      <CopyCode code={EXIT_PROMO_CODE} />
      {deals.length > 0 && (
        <section aria-labelledby="exit-promo-deals">
          <h3 id="exit-promo-deals" className={css.dealsTitle}>
            {EXIT_PROMO_COPY.deals(location.name)}
          </h3>
          <ul className={css.deals}>
            {deals.map((deal) => (
              <li key={deal.id}>
                <a href={deal.href}>{deal.title}</a> {deal.pricePrefix} {deal.price}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={css.actions}>
        <a href={DISCOUNT_CODES_PAGE_PATH}>{EXIT_PROMO_COPY.allCodes}</a>
        <button type="button" className={css.close} onClick={onClose}>
          {EXIT_PROMO_COPY.close}
        </button>
      </p>
    </dialog>
  );
}
