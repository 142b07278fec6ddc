/**
 * Subscribing to the newsletter (spec 1 §5 "Subscription email and location required"; spec 2 §7.2
 * /v1/email; spec 2 §8 "'Error on user subscription.'"). Anyone may subscribe an address; the
 * answer is the same whether it was subscribed before. A new subscription gets its own unsubscribe
 * token and a welcome email carrying the unsubscribe link, so an address subscribed by somebody
 * else can leave at once. A store failure answers ACCOUNT.SUBSCRIPTION_FAILED.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  SUBSCRIBED_TO_NEWSLETTER,
  UNSUBSCRIBE_PATH,
  accountError,
  accountLink,
  newsletterSubscriptionRequest,
  newsletterWelcomeMail,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Mailer, NewsletterSubscriptions, TokenGenerator } from '@kerching/ports/accounts';
import { type SiteOrigins, asWarning, brandOf, sendMail } from './accountMail';

export interface NewsletterSubscriptionInput {
  readonly site: SiteKey;
  readonly email: string;
  /** The chosen location's short name; none until one is picked. */
  readonly location: O.Option<string>;
}

export interface NewsletterAnswer {
  readonly message: string;
  readonly warnings: ReadonlyArray<AccountError>;
}

const failed = (error: AccountError): AccountError => accountError('ACCOUNT.SUBSCRIPTION_FAILED', error.detail);

export class SubscribeNewsletter {
  constructor(
    private readonly newsletter: NewsletterSubscriptions,
    private readonly mailer: Mailer,
    private readonly tokens: TokenGenerator,
    private readonly siteOrigins: SiteOrigins,
    private readonly clock: Clock,
  ) {}

  execute(input: NewsletterSubscriptionInput): TE.TaskEither<AccountError, NewsletterAnswer> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(newsletterSubscriptionRequest(input)),
      TE.bindTo('request'),
      TE.bind('existing', ({ request }) =>
        pipe(this.newsletter.bySiteAndEmail(input.site, request.email), TE.mapLeft(failed)),
      ),
      TE.bind('subscription', ({ request }) =>
        pipe(
          this.newsletter.subscribe({
            site: input.site,
            email: request.email,
            location: request.location,
            unsubscribeToken: this.tokens.newToken(),
            subscribedAt: now,
          }),
          TE.mapLeft(failed),
        ),
      ),
      TE.chain(({ existing, subscription }) =>
        O.isSome(existing)
          ? TE.right([])
          : asWarning(
              sendMail(
                this.mailer,
                input.site,
                subscription.email,
                newsletterWelcomeMail(
                  brandOf(input.site),
                  accountLink(this.siteOrigins(input.site), UNSUBSCRIBE_PATH, subscription.unsubscribeToken),
                ),
                now,
              ),
            ),
      ),
      TE.map((warnings) => ({ message: SUBSCRIBED_TO_NEWSLETTER, warnings })),
    );
  }
}
