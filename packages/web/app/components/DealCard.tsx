import type { DealCardModel } from './dealCardModel';
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
          <p className={css.meta}>{deal.merchant}</p>
          {deal.soldOut ? <p className={css.soldOut}>Sold out</p> : null}
          <p className={css.prices}>
            <span className={css.price} data-testid="deal-price">
              {deal.price}
            </span>
            {deal.originalPrice === null ? null : (
              <span className={css.wasPrice}>
                <span className="visually-hidden">was </span>
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
