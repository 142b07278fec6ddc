/**
 * Redeeming a gift card (spec 1 §1 "redeem gift cards", §2 /giftcard/redeem, §5 "Gift code: 'Gift
 * code not recognized. Please try again'"; spec 2 §9 "Gift cards expire after 6 months"): the
 * signed-in shopper types the card's code; the card's amount goes into their wallet, in the card's
 * currency, as refundable credit (money a giver paid, so not capped like promotional credit).
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import { giftCode } from '@kerching/domain/validation';
import { type WalletCreditGrant, redeemGiftCard } from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { GiftCards } from '@kerching/ports/purchase';

export class RedeemGiftCard {
  constructor(
    private readonly giftCards: GiftCards,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly customerId: string;
    readonly code: string;
  }): TE.TaskEither<PurchaseError, WalletCreditGrant> {
    const now = this.clock.now();
    return pipe(
      TE.fromEither(giftCode(input.code)),
      TE.mapLeft(() => purchaseError('WALLET.GIFT_CODE_NOT_RECOGNIZED', 'not a gift code')),
      TE.chain((code) =>
        this.giftCards.redeem({ code, customerId: input.customerId, at: now.getTime() }, (card) =>
          pipe(
            redeemGiftCard(card, now),
            E.mapLeft((error) => purchaseError(error.code, error.detail)),
          ),
        ),
      ),
    );
  }
}
