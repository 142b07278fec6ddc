/**
 * Demo data for buying (issue 6), loaded with the demo catalogue by `npm start`: per site working
 * promo codes and an expired one, and a demo shopper with wallet credit in pounds and euro, so every
 * checkout path (card, promo, wallet-only) can be tried on a fresh machine.
 *
 * Demo codes, each site's own and listed on its discount codes page: KERCHING10 (10% off, kerching),
 * KERCHINGIE10, LIVINGSOCIAL10, LIVINGSOCIALIE10; on every site EXTRA10 (the exit promo's extra 10%,
 * spec 2 §9; once per shopper) and SAVE5 (5 off orders of 40 or more); and the expired {SITE}OLD. Demo shoppers: wallet.shopper@kerching.test / demo-wallet-2026, and
 * express.shopper@kerching.test / demo-express-2026, who also has saved checkout details, so
 * "Express buy" goes straight through.
 *
 * Campaign credit links (`?credit_validation=` on any page, signed in): 1001 (£5, UK sites) and 2001
 * (€5, Irish sites), open for a year; 1002 and 2002 closed a month ago.
 *
 * Gift cards (/giftcard/redeem, each redeemable once): KCGIFTGB01 to KCGIFTGB05 (£25) and KCGIFTIE01
 * to KCGIFTIE05 (€25), issued today; KCGIFTGBOLD, issued seven months ago, has expired.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { PurchaseError } from '@kerching/domain/checkout';
import { EXIT_PROMO_CODE, EXIT_PROMO_EXTRA_PERCENT } from '@kerching/domain/marketing';
import { type Promotion, fixedOff, percentageOff } from '@kerching/domain/promo';
import { type CurrencyCode, SITE_KEYS } from '@kerching/domain/site';
import { type CreditCampaign, walletCreditExpiresAt } from '@kerching/domain/wallet';
import type { CreditCampaigns, GiftCards, Wallets } from '@kerching/ports/purchase';
import type { ServerServices } from '@kerching/application/services';
import { demoPromoCode } from './content/edition';

const DAY_MS = 86_400_000;

export const DEMO_WALLET_SHOPPER = {
  email: 'wallet.shopper@kerching.test',
  password: 'demo-wallet-2026',
  firstName: 'Wendy',
  lastName: 'Wallet',
} as const;

export const DEMO_EXPRESS_SHOPPER = {
  email: 'express.shopper@kerching.test',
  password: 'demo-express-2026',
  firstName: 'Esme',
  lastName: 'Express',
} as const;

/** A code for 5 off orders of 40 or more, on every site. */
export const DEMO_SPEND_CODE = 'SAVE5';

/** Wallet credit of the demo shopper in each currency (minor units): £/€ 1,000. */
export const DEMO_WALLET_CREDIT_MINOR = 100_000;

export const demoPromotions = (now: Date): ReadonlyArray<Promotion> =>
  SITE_KEYS.flatMap((site): Promotion[] => {
    const common = {
      site,
      singleUsePerCustomer: false,
      usesLeft: O.none,
      subcategoryIds: [],
      minimumSpendMinor: 0,
      marketing: false,
      listed: true,
    };
    return [
      {
        ...common,
        code: demoPromoCode(site, 'working'),
        discount: percentageOff(10),
        expiresAt: now.getTime() + 365 * DAY_MS,
      },
      {
        ...common,
        code: EXIT_PROMO_CODE,
        discount: percentageOff(EXIT_PROMO_EXTRA_PERCENT),
        expiresAt: now.getTime() + 180 * DAY_MS,
        singleUsePerCustomer: true,
      },
      {
        ...common,
        code: DEMO_SPEND_CODE,
        discount: fixedOff(500),
        expiresAt: now.getTime() + 60 * DAY_MS,
        minimumSpendMinor: 4000,
      },
      {
        ...common,
        code: demoPromoCode(site, 'expired'),
        discount: fixedOff(500),
        expiresAt: now.getTime() - 30 * DAY_MS,
      },
    ];
  });

/** The demo campaign credit numbers per currency: one open for a year, one closed. */
export const DEMO_CREDIT_CAMPAIGNS: Readonly<Record<CurrencyCode, { readonly open: string; readonly closed: string }>> =
  {
    GBP: { open: '1001', closed: '1002' },
    EUR: { open: '2001', closed: '2002' },
  };

/** Each demo campaign's credit (minor units): £5 / €5. */
export const DEMO_CAMPAIGN_CREDIT_MINOR = 500;

export const demoCreditCampaigns = (now: Date): ReadonlyArray<CreditCampaign> =>
  (['GBP', 'EUR'] as const).flatMap((currency) => {
    const { open, closed } = DEMO_CREDIT_CAMPAIGNS[currency];
    const common = { currency, amountMinor: DEMO_CAMPAIGN_CREDIT_MINOR };
    return [
      { ...common, code: open, startsAt: now.getTime() - DAY_MS, endsAt: now.getTime() + 365 * DAY_MS },
      { ...common, code: closed, startsAt: now.getTime() - 90 * DAY_MS, endsAt: now.getTime() - 30 * DAY_MS },
    ];
  });

/** The demo gift cards: five per currency issued today (£/€ 25 each), and an expired one. */
export const DEMO_GIFT_CARD_MINOR = 2500;
export const demoGiftCardCode = (currency: CurrencyCode, n: number): string =>
  `KCGIFT${currency === 'GBP' ? 'GB' : 'IE'}${String(n).padStart(2, '0')}`;
export const DEMO_EXPIRED_GIFT_CARD = 'KCGIFTGBOLD';

export const demoGiftCards = (
  now: Date,
): ReadonlyArray<{ code: string; currency: CurrencyCode; amountMinor: number; issuedAt: number }> => [
  ...(['GBP', 'EUR'] as const).flatMap((currency) =>
    [1, 2, 3, 4, 5].map((n) => ({
      code: demoGiftCardCode(currency, n),
      currency,
      amountMinor: DEMO_GIFT_CARD_MINOR,
      issuedAt: now.getTime(),
    })),
  ),
  {
    code: DEMO_EXPIRED_GIFT_CARD,
    currency: 'GBP',
    amountMinor: DEMO_GIFT_CARD_MINOR,
    issuedAt: now.getTime() - 213 * DAY_MS,
  },
];

/**
 * Where the demo shop is written: the stores' writing halves (the server passes its SQL adapters).
 * Promotions have no writing port yet (only administration and the demo write them), hence the shape.
 */
export interface DemoShopStores {
  readonly promotions: { save(promotion: Promotion): TE.TaskEither<PurchaseError, unknown> };
  readonly creditCampaigns: Pick<CreditCampaigns, 'save'>;
  readonly giftCards: Pick<GiftCards, 'issue'>;
  readonly wallets: Pick<Wallets, 'credit'>;
}

/** Writes the demo promotions and the demo wallet shopper (once: an existing shopper is left as is). */
export const seedDemoShop = async (stores: DemoShopStores, services: ServerServices, now: Date): Promise<void> => {
  const { promotions, creditCampaigns: campaigns, giftCards, wallets } = stores;
  for (const promotion of demoPromotions(now)) {
    const saved = await promotions.save(promotion)();
    if (E.isLeft(saved)) throw new Error(`demo promotion ${promotion.code}: ${saved.left.detail}`);
  }
  for (const campaign of demoCreditCampaigns(now)) {
    const saved = await campaigns.save(campaign)();
    if (E.isLeft(saved)) throw new Error(`demo credit campaign ${campaign.code}: ${saved.left.detail}`);
  }
  for (const card of demoGiftCards(now)) {
    const issued = await giftCards.issue(card)();
    if (E.isLeft(issued)) throw new Error(`demo gift card ${card.code}: ${issued.left.detail}`);
  }
  for (const shopper of [DEMO_WALLET_SHOPPER, DEMO_EXPRESS_SHOPPER]) {
    const registered = await services.accounts.registerAccount.execute({
      site: 'kerching',
      variant: 'standard',
      // Counted against the registrations of one address, as any other: this process seeding.
      address: 'demo-seed',
      email: shopper.email,
      password: shopper.password,
      confirmation: shopper.password,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      rememberMe: false,
      previousSessionId: O.none,
    })();
    if (E.isLeft(registered) || O.isNone(registered.right.signedIn)) continue;
    const id = registered.right.signedIn.value.account.id;
    for (const currency of ['GBP', 'EUR'] as const) {
      const expiresAt = walletCreditExpiresAt('refund', now).getTime();
      await wallets.credit(id, currency, 'refundable', DEMO_WALLET_CREDIT_MINOR, now.getTime(), expiresAt)();
    }
    if (shopper === DEMO_EXPRESS_SHOPPER) {
      // Saved details on each edition (a UK and an Irish address are kept apart).
      const editions = [
        {
          countryCode: 'gb',
          phone: '020 7946 0000',
          addressLine: '2 Market Street',
          town: 'London',
          postcode: 'EC1A 1BB',
        },
        {
          countryCode: 'ie',
          phone: '01 679 0000',
          addressLine: '12 Grafton Street',
          town: 'Dublin 2',
          postcode: 'D02 X285',
        },
      ] as const;
      for (const { countryCode, ...address } of editions)
        await services.purchase.saveCustomerDetails.execute({
          customerId: id,
          countryCode,
          postal: true,
          form: { fullName: 'Esme Express', ...address },
        })();
    }
  }
};
