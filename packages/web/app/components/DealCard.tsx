import type { DealCardModel } from './dealCardModel';
import { CARD_COPY } from './dealCardCopy';
import * as css from './DealCard.css';

export function DealCard({ deal }: { readonly deal: DealCardModel }) {
  return (
    <article className={css.card} data-testid="deal-card">
      <a className={css.link} href={deal.href}>
        <div
          className={css.image}
          role="img"
          aria-label={`${deal.title}: ${deal.imageLabel}`}
          style={{
            background: `linear-gradient(135deg, hsl(${deal.imageHue} 55% 38%), hsl(${(deal.imageHue + 40) % 360} 60% 30%))`,
          }}
        >
          {deal.imageLabel}
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
          {deal.soldOut ? <p className={css.soldOut}>{CARD_COPY.soldOut}</p> : null}
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

export function DealGrid({ deals }: { readonly deals: readonly DealCardModel[] }) {
  return (
    <ul className={css.grid}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <DealCard deal={deal} />
        </li>
      ))}
    </ul>
  );
}
