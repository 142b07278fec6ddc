import { CARD_IMAGE, type DealCardModel } from './dealCardModel';
import { CARD_COPY } from './dealCardCopy';
import * as css from './DealCard.css';

/**
 * A deal's card. Its picture loads at once and first when the card is the `lead` of its page (its
 * largest paint: React preloads it from the page's head); any other card's picture lazily, as it
 * nears the viewport. Every picture is in the HTML, so cards show theirs without script too: since
 * the scripts start after the largest paint (ADR 31), lazy pictures near the top no longer compete
 * with them, which is what had kept them out until hydration (ADR 22).
 */
export function DealCard({ deal, lead = false }: { readonly deal: DealCardModel; readonly lead?: boolean }) {
  return (
    <article className={css.card} data-testid="deal-card">
      <a className={css.link} href={deal.href}>
        <div className={css.image}>
          <img
            className={css.picture}
            src={deal.image}
            alt=""
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading={lead ? undefined : 'lazy'}
            fetchPriority={lead ? 'high' : undefined}
            elementtiming={lead ? 'lead' : undefined}
          />
          <span className={css.imageLabel}>{deal.imageLabel}</span>
        </div>
        <div className={css.body}>
          <h3 className={css.title}>{deal.title}</h3>
          <p className={css.meta}>
            {deal.merchant}
            {deal.place === '' ? null : <span className={css.place}> · {deal.place}</span>}
          </p>
          {deal.badges.length === 0 ? null : (
            <ul className={css.badges} aria-label="Deal features">
              {deal.badges.map((badge) => (
                <li key={badge} className={css.badge}>
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {deal.rating === null ? null : (
            <p className={css.meta}>
              <span aria-hidden="true">★ {deal.rating.average} </span>
              <span aria-hidden="true">({deal.rating.total})</span>
              <span className="visually-hidden">{CARD_COPY.rating(deal.rating.average, deal.rating.total)}</span>
            </p>
          )}
          {deal.unavailable === null ? null : <p className={css.soldOut}>{deal.unavailable}</p>}
          <p className={css.prices}>
            {deal.price === null ? (
              <span className={css.meta}>{CARD_COPY.priceOnPage}</span>
            ) : (
              <>
                {deal.pricePrefix === null ? null : <span className={css.meta}>{deal.pricePrefix}</span>}
                <span className={css.price} data-testid="deal-price">
                  {deal.price}
                </span>
                {deal.perPerson ? (
                  <span className={css.meta}>
                    <abbr title={CARD_COPY.perPersonLong}>{CARD_COPY.perPerson}</abbr>
                  </span>
                ) : null}
              </>
            )}
            {deal.originalPrice === null ? null : (
              <span className={css.wasPrice}>
                <span className="visually-hidden">{CARD_COPY.was}</span>
                {deal.originalPrice}
              </span>
            )}
            {deal.discount === null ? null : <span className={css.discount}>{deal.discount}</span>}
          </p>
        </div>
      </a>
    </article>
  );
}

/** `leadFirst` when the grid is what the page leads with (no lead card above it). */
export function DealGrid({
  deals,
  leadFirst = false,
}: {
  readonly deals: readonly DealCardModel[];
  readonly leadFirst?: boolean;
}) {
  return (
    <ul className={css.grid}>
      {deals.map((deal, i) => (
        <li key={deal.id}>
          <DealCard deal={deal} lead={leadFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
