#!/usr/bin/env node
/**
 * price-checker: what a shopper pays for a deal, from the command line, with Kerching's own rules.
 *
 *   price-checker --price 2999 --quantity 2 --vip --vip-price 2499 --promo 10% --wallet 1500
 *   price-checker deal.json            (the same fields, camelCase, in a JSON file)
 *
 * Amounts are minor units (pence or cents). `--json` prints the result as JSON. Exit code 1 and a
 * message on standard error when the rules refuse the purchase or the input is wrong.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { currencySymbol, formatAmount } from '@kerching/domain/money';
import { fixedOff, percentageOff, type PromoDiscount } from '@kerching/domain/promo';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { type PriceCheck, type PriceCheckResult, priceCheck } from './priceCheck.js';

type Currency = 'GBP' | 'EUR';

const usage = `usage: price-checker --price <minor units> [--quantity <n>] [--original-price <minor>]
  [--vip] [--vip-price <minor>] [--vip-exclusive] [--no-vip-discount] [--admin-fee <minor>]
  [--postage <minor>] [--cap <n>] [--promo <percent>%|<minor>] [--wallet <minor>]
  [--currency GBP|EUR] [--json]
or:    price-checker <deal.json> [--json]`;

const options = {
  price: { type: 'string' },
  quantity: { type: 'string' },
  'original-price': { type: 'string' },
  vip: { type: 'boolean' },
  'vip-price': { type: 'string' },
  'vip-exclusive': { type: 'boolean' },
  'no-vip-discount': { type: 'boolean' },
  'admin-fee': { type: 'string' },
  postage: { type: 'string' },
  cap: { type: 'string' },
  promo: { type: 'string' },
  wallet: { type: 'string' },
  currency: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

class InputError extends Error {}

const wholeNumber = (name: string, value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new InputError(`${name} must be a whole number of 0 or more (got ${JSON.stringify(value)})`);
  }
  return n;
};
const optionalNumber = (name: string, value: unknown): O.Option<number> =>
  value === undefined ? O.none : O.some(wholeNumber(name, value));

const promoFrom = (value: unknown): O.Option<PromoDiscount> => {
  if (value === undefined) return O.none;
  if (typeof value === 'string' && value.trim().endsWith('%')) {
    return O.some(percentageOff(wholeNumber('promo percentage', value.trim().slice(0, -1))));
  }
  return O.some(fixedOff(wholeNumber('promo', value)));
};

/** The fields of a JSON file or the flags, under the file's camelCase names. */
type Fields = Readonly<Record<string, unknown>>;

const fromFields = (f: Fields): { readonly check: PriceCheck; readonly currency: Currency } => {
  const currency = f['currency'] ?? 'GBP';
  if (currency !== 'GBP' && currency !== 'EUR') throw new InputError('currency must be GBP or EUR');
  if (f['price'] === undefined) throw new InputError('a price is needed');
  return {
    currency,
    check: {
      priceMinor: wholeNumber('price', f['price']),
      quantity: wholeNumber('quantity', f['quantity'] ?? 1),
      originalPriceMinor: optionalNumber('original price', f['originalPrice']),
      vipPriceMinor: optionalNumber('VIP price', f['vipPrice']),
      vipShopper: f['vip'] === true,
      vipExclusive: f['vipExclusive'] === true,
      vipDiscountAllowed: f['vipDiscountAllowed'] !== false,
      adminFeeMinor: wholeNumber('admin fee', f['adminFee'] ?? 0),
      postageMinor: wholeNumber('postage', f['postage'] ?? 0),
      purchaseCap: optionalNumber('cap', f['cap']),
      promo: promoFrom(f['promo']),
      walletBalanceMinor: wholeNumber('wallet', f['wallet'] ?? 0),
    },
  };
};

const fieldsFromFile = (path: string): Fields => {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError(`${path} must hold a JSON object`);
  }
  return parsed as Fields;
};

const report = (r: PriceCheckResult, quantity: number, currency: Currency): string => {
  const price = (minor: number): string => `${currencySymbol(currency)}${formatAmount(minor)}`;
  return [
    `Unit price: ${price(r.unitPriceMinor)}${r.vipPriceApplied ? ' (VIP price)' : ''}`,
    ...O.match(
      () => [],
      (percentage: number) => [`Discount: ${percentage}% off`],
    )(r.discountPercentage),
    `Line (${quantity}): ${price(r.lineAmountMinor)}`,
    ...(r.promoDiscountMinor > 0 ? [`Promo: -${price(r.promoDiscountMinor)}`] : []),
    `Total: ${price(r.totalMinor)}`,
    ...(r.walletUsedMinor > 0 ? [`Wallet pays: ${price(r.walletUsedMinor)}`] : []),
    `To pay by card: ${price(r.cashAmountMinor)}`,
  ].join('\n');
};

const main = (argv: readonly string[]): number => {
  const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (extra.length > 0) throw new InputError('one JSON file at most');
  const fields: Fields =
    file !== undefined
      ? fieldsFromFile(file)
      : {
          price: values.price,
          quantity: values.quantity,
          originalPrice: values['original-price'],
          vip: values.vip,
          vipPrice: values['vip-price'],
          vipExclusive: values['vip-exclusive'],
          vipDiscountAllowed: values['no-vip-discount'] !== true,
          adminFee: values['admin-fee'],
          postage: values.postage,
          cap: values.cap,
          promo: values.promo,
          wallet: values.wallet,
          currency: values.currency,
        };
  const { check, currency } = fromFields(fields);
  const result = priceCheck(check);
  if (E.isLeft(result)) {
    console.error(`${result.left.code}: ${result.left.detail}`);
    return 1;
  }
  const r = result.right;
  console.log(
    values.json === true
      ? JSON.stringify({ ...r, discountPercentage: O.toNullable(r.discountPercentage) })
      : report(r, check.quantity, currency),
  );
  return 0;
};

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (!(error instanceof InputError)) console.error(usage);
  process.exitCode = 1;
}
