/**
 * Unsubscribing (spec 1 §5 "Unsubscribe needs a token"; spec 2 §8 "missing unsubscribe token",
 * "'Email wasn't registered'"): by the token of an email's link, or, from the account area, the
 * signed-in shopper's own subscription on this site. Idempotent: a second click answers the same.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  UNSUBSCRIBED_FROM_NEWSLETTER,
  accountError,
  unsubscribeToken,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { NewsletterSubscriptions } from '@kerching/ports/accounts';
import type { ValidateSession } from './validateSession';

export type UnsubscribeInput =
  | { readonly by: 'token'; readonly token: string }
  | { readonly by: 'session'; readonly site: SiteKey; readonly sessionId: string };

const unknownToken = (): AccountError => accountError('ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN', 'no subscription');

export class UnsubscribeNewsletter {
  constructor(
    private readonly newsletter: NewsletterSubscriptions,
    private readonly validateSession: ValidateSession,
    private readonly clock: Clock,
  ) {}

  execute(input: UnsubscribeInput): TE.TaskEither<AccountError, { readonly message: string }> {
    const now = this.clock.now().getTime();
    const token: TE.TaskEither<AccountError, string> =
      input.by === 'token'
        ? TE.fromEither(unsubscribeToken(input.token))
        : pipe(
            this.validateSession.execute(input.sessionId),
            TE.chain(({ account }) => this.newsletter.bySiteAndEmail(input.site, account.email)),
            TE.chain(
              O.match(
                () => TE.left(unknownToken()),
                (subscription) => TE.right(subscription.unsubscribeToken),
              ),
            ),
          );
    return pipe(
      token,
      TE.chain((t) => this.newsletter.unsubscribe(t, now)),
      TE.chain(
        O.match(
          () => TE.left(unknownToken()),
          () => TE.right({ message: UNSUBSCRIBED_FROM_NEWSLETTER }),
        ),
      ),
    );
  }
}
