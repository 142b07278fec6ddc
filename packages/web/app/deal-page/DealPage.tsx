import { Form } from 'react-router';
import { CsrfField } from '../shell/CsrfField';
import type { DealPageModel } from './dealPageModel';
import { DealBuyBox } from './DealBuyBox';
import { BackInStockForm } from './BackInStockForm';
import { MoreDeals } from './MoreDeals';
import { DealGallery } from './DealGallery';
import { DealReviews } from './DealReviews';
import { DealShare } from './DealShare';
import { MerchantMap } from './MerchantMap';
import * as css from './dealPage.css';
import { COPY } from './copy';

/** The deal page: everything a shopper needs to decide (spec 1 §2 deal page and deal preview). */
export function DealPage({ model }: { readonly model: DealPageModel }) {
  const { merchant, reviews } = model;
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className={css.breadcrumbs}>
          {model.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.label}</a>
            </li>
          ))}
          <li aria-current="page">{model.title}</li>
        </ol>
      </nav>
      {model.preview ? (
        <p className={css.preview} data-testid="deal-preview">
          {COPY.preview}
        </p>
      ) : null}
      <article>
        <div className={css.top}>
          <DealGallery images={model.images} />
          <div className={css.summary}>
            <h1 className={css.title}>{model.title}</h1>
            <p className={css.headline}>{model.headline}</p>
            {reviews.goodReview || model.socialCue !== null || model.lastChance ? (
              <p className={css.badges}>
                {model.lastChance ? <span className={css.badge}>{COPY.lastChance}</span> : null}
                {reviews.goodReview ? (
                  <a className={css.badge} href="#reviews">
                    ★ {reviews.average} · {COPY.reviewCount(reviews.total)}
                  </a>
                ) : null}
                {model.socialCue === null ? null : (
                  <span className={css.badge} data-testid="social-cue">
                    {model.socialCue}
                  </span>
                )}
              </p>
            ) : null}
            {/* A new option (a calendar deal's, from its address) starts the box afresh: Back included. */}
            <DealBuyBox key={model.selectedProductId ?? 'none'} model={model} />
            {model.backInStockAlert ? <BackInStockForm dealId={model.id} /> : null}
            {model.preview ? null : (
              // Spec 2 §7.8: saving goes to the wish list page, which shows the list (without script too).
              <Form method="post" action="/wishlist">
                <CsrfField />
                <input type="hidden" name="dealId" value={model.id} />
                <button
                  type="submit"
                  name="intent"
                  value="add"
                  className={css.basketButton}
                  data-testid="save-to-wishlist"
                >
                  {COPY.saveToWishlist}
                </button>
              </Form>
            )}
            {model.facts.length === 0 ? null : (
              <ul className={css.facts}>
                {model.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
            {model.adminFeeNotice === null ? null : (
              <p className={css.smallNotice} data-testid="admin-fee-notice">
                {model.adminFeeNotice} <a href="/page/admin-fee">{COPY.aboutAdminFees}</a>
              </p>
            )}
            {model.highTotalPriceNotice === null ? null : (
              <p className={css.smallNotice}>{model.highTotalPriceNotice}</p>
            )}
          </div>
        </div>

        {model.description.length === 0 && model.finePrint.length === 0 ? null : (
          <section className={css.section} aria-labelledby="details">
            <h2 id="details" className={css.sectionHeading}>
              {COPY.theDetails}
            </h2>
            {model.description.map((paragraph, i) => (
              <p key={i} className={css.prose}>
                {paragraph}
              </p>
            ))}
            {model.finePrint.length === 0 ? null : (
              <>
                <h3 className={css.subHeading}>{COPY.finePrint}</h3>
                {model.finePrint.map((paragraph, i) => (
                  <p key={i} className={css.prose}>
                    {paragraph}
                  </p>
                ))}
              </>
            )}
          </section>
        )}

        <section className={css.section} aria-labelledby="merchant" data-testid="merchant">
          <h2 id="merchant" className={css.sectionHeading}>
            {COPY.whereToGo}
          </h2>
          <div className={css.merchant}>
            <div>
              <h3 className={css.subHeading}>{merchant.name}</h3>
              <address className={css.address}>
                {merchant.addressLines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {merchant.otherAddresses.length === 0 ? null : (
                <>
                  <h4 className={css.alsoAtHeading}>{COPY.alsoAt}</h4>
                  <ul className={css.alsoAt}>
                    {merchant.otherAddresses.map((branch) => (
                      // Each branch opens on the map, so a shopper can find the way to the nearest.
                      <li key={branch.line}>
                        <address className={css.branch}>
                          <a href={branch.mapUrl} rel="noopener noreferrer">
                            {branch.line}
                          </a>
                        </address>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {merchant.phone === null ? null : (
                <p>
                  <a href={`tel:${merchant.phone.replace(/\s+/g, '')}`}>{merchant.phone}</a>
                </p>
              )}
              {merchant.website === null ? null : (
                <p>
                  <a href={merchant.website} rel="noopener noreferrer">
                    {merchant.website.replace(/^https?:\/\//, '')}
                  </a>
                </p>
              )}
              <p>
                <a href={merchant.mapUrl} rel="noopener noreferrer">
                  {COPY.openMap}
                </a>
              </p>
            </div>
            <MerchantMap
              lat={merchant.lat}
              lon={merchant.lon}
              label={`Map of the area around ${merchant.name}, ${merchant.addressLines.join(', ')}`}
            />
          </div>
        </section>

        <DealReviews reviews={reviews} />
        <DealShare links={model.share} />
      </article>
      {model.moreDeals === null ? null : <MoreDeals more={model.moreDeals} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: model.jsonLd }} />
    </>
  );
}
