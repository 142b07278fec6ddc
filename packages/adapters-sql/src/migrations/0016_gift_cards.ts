/**
 * Gift cards (spec 1 §1 "redeem gift cards"; §5 "Gift code"; spec 2 §9 "Gift cards expire after 6
 * months"): each card's code, currency, amount and issue instant, and who redeemed it and when. A card
 * is redeemed once; its amount goes into the wallet, whose own transaction records it.
 */
export const name = '0016_gift_cards';

export const up = `
CREATE TABLE gift_card (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,24}$'),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  issued_at timestamptz NOT NULL,
  redeemed_by text REFERENCES users (id) ON DELETE SET NULL,
  redeemed_at timestamptz,
  CHECK ((redeemed_by IS NULL) OR (redeemed_at IS NOT NULL))
);
`;
