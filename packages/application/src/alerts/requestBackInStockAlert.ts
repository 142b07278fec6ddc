/**
 * Leaving an email address on a sold-out deal's page (spec 2 §7.2 `/v1/deal/sold-out-notification`;
 * domain backInStockAlert.ts): the deal must be one of the site's, on its page now, sold out and
 * with its sale not over; the address is kept once per deal, and at most on
 * `BACK_IN_STOCK_ALERT_LIMIT` deals of a site at a time. Asking twice gives the same answer.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AccountError } from '@kerching/domain/account';
import {
  BACK_IN_STOCK_ALERT_LIMIT,
  BACK_IN_STOCK_COPY,
  type BackInStockAlertError,
  alertLimitReached,
  backInStockAlertRefusal,
  backInStockAlertRequest,
} from '@kerching/domain/alerts';
import { type DealDetail, type DealOffer, dealOffer } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { AlertStoreError, BackInStockAlerts, CatalogError, Clock, DealDetails } from '@kerching/ports';
import type { DealNotFound, GetDealPageConfig } from '../deal-page/getDealPage';

export interface BackInStockAlertInput {
  readonly site: SiteKey;
  /** As it came: a form's text or a body's number. */
  readonly dealId: unknown;
  readonly email: unknown;
}

/** The deal's offer at `now` to anyone: no visit that keeps a closed deal on sale, no VIP price. */
export const offerWithoutVisit = (deal: DealDetail, now: Date, config: GetDealPageConfig): DealOffer =>
  dealOffer(deal, {
    now,
    visit: {},
    utcOffsetMinutes: config.utcOffsetMinutes(now),
    vipUser: false,
    goodReview: config.goodReview,
    onDealPath: true,
  });

export type RequestBackInStockAlertError =
  BackInStockAlertError | AccountError | DealNotFound | CatalogError | AlertStoreError;

export class RequestBackInStockAlert {
  constructor(
    private readonly details: DealDetails,
    private readonly alerts: BackInStockAlerts,
    private readonly clock: Clock,
    private readonly config: GetDealPageConfig,
  ) {}

  execute(input: BackInStockAlertInput): TE.TaskEither<RequestBackInStockAlertError, { readonly message: string }> {
    const now = this.clock.now();
    return pipe(
      TE.fromEither(backInStockAlertRequest(input)),
      TE.chainW((request) =>
        pipe(
          this.details.byId(input.site, request.dealId),
          TE.chainW(TE.fromOption(() => domainError('DEAL.NOT_FOUND', `No deal was found for id ${request.dealId}`))),
          TE.filterOrElseW(
            (deal) => deal.opensAt.getTime() <= now.getTime(),
            (deal): DealNotFound => domainError('DEAL.NOT_FOUND', `Deal ${deal.id} is not on sale yet`),
          ),
          TE.map((deal) => offerWithoutVisit(deal, now, this.config)),
          TE.chainFirstW((offer) => TE.fromEither(backInStockAlertRefusal(offer, now))),
          TE.chainW(() =>
            this.alerts.save(
              { site: input.site, dealId: request.dealId, email: request.email, requestedAt: now.getTime() },
              BACK_IN_STOCK_ALERT_LIMIT,
            ),
          ),
          TE.chainW((saved) =>
            saved === 'limit'
              ? TE.left(alertLimitReached(request.email))
              : TE.right({ message: BACK_IN_STOCK_COPY.saved }),
          ),
        ),
      ),
    );
  }
}
