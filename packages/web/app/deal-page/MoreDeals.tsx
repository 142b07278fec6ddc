import type { DealPageModel } from './dealPageModel';
import * as css from './dealPage.css';

/**
 * Other deals of the deal's listing, under the deal: plain links with a small picture, title,
 * merchant and price, server-rendered with no script of their own (the listing's cards would cost
 * the deal page about 2,400 bytes of first-load script). Pictures load lazily, below the fold.
 */
export function MoreDeals({ more }: { readonly more: NonNullable<DealPageModel['moreDeals']> }) {
  return (
    <section className={css.section} aria-labelledby="more-deals" data-testid="more-deals">
      <h2 id="more-deals" className={css.sectionHeading}>
        {more.heading}
      </h2>
      <ul className={css.moreDeals}>
        {more.deals.map((deal) => (
          <li key={deal.id}>
            <a className={css.moreDeal} href={deal.href}>
              <img className={css.moreDealImage} src={deal.image} alt="" width={320} height={180} loading="lazy" />
              <span className={css.moreDealTitle}>{deal.title}</span>
              <span className={css.moreDealPlace}>
                {deal.merchant} · {deal.place}
              </span>
              {deal.price === null ? null : (
                <span className={css.moreDealPrice}>
                  {deal.price}{' '}
                  {deal.originalPrice === null ? null : <s className={css.moreDealWas}>{deal.originalPrice}</s>}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
