import type { DealPageModel } from './dealPageModel';
import * as css from './dealPage.css';
import { COPY } from './copy';

/** Five stars drawn as text, read out as "Rated n out of 5". */
export function Stars({ rating }: { readonly rating: number }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <>
      <span className={css.stars} aria-hidden="true">
        {'★'.repeat(whole)}
        {'☆'.repeat(5 - whole)}
      </span>
      <span className="visually-hidden">Rated {rating} out of 5</span>
    </>
  );
}

export function DealReviews({ reviews }: { readonly reviews: DealPageModel['reviews'] }) {
  return (
    <section className={css.section} aria-labelledby="reviews" data-testid="deal-reviews">
      <h2 id="reviews" className={css.sectionHeading}>
        {COPY.reviews}
      </h2>
      {reviews.total === 0 ? (
        <p>{COPY.noReviews}</p>
      ) : (
        <>
          <p>
            <Stars rating={Number(reviews.average)} /> {COPY.outOfFive(reviews.average)} ·{' '}
            {COPY.reviewCount(reviews.total)}
          </p>
          <ol className={css.reviewList}>
            {reviews.items.map((review) => (
              <li key={review.id}>
                <article className={css.review}>
                  <h3 className={css.reviewTitle}>{review.title}</h3>
                  <p className={css.reviewMeta}>
                    <Stars rating={review.rating} /> {review.author}, {review.date}
                  </p>
                  <p className={css.prose}>{review.body}</p>
                </article>
              </li>
            ))}
          </ol>
          {reviews.pages > 1 ? (
            <nav className={css.reviewPaging} aria-label={COPY.reviewPages}>
              {reviews.previousHref === null ? null : (
                <a className={css.reviewPagingLink} href={reviews.previousHref} rel="prev">
                  {COPY.previousReviews}
                </a>
              )}
              <span>{COPY.reviewPage(reviews.page, reviews.pages)}</span>
              {reviews.nextHref === null ? null : (
                <a className={css.reviewPagingLink} href={reviews.nextHref} rel="next">
                  {COPY.nextReviews}
                </a>
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
