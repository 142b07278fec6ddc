/**
 * "Find address" at checkout (issue 42; spec 2 §7.3 /address/*; ADR 64): the shopper's postcode (an
 * Eircode on the Irish sites) gives the addresses there; the one chosen fills the address fields.
 * A plain form post, so it works without JavaScript. A postcode of the wrong shape or one nobody
 * knows is said beside the finder with the spec's words, and a failing address service with the
 * spec's invitation to type the address.
 */
import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import { type PostalAddress, addressText } from '@kerching/domain/address';
import { errorStatus } from '@kerching/contract/error-table';
import type { KerchingLoadContext } from '../load-context';
import type { CheckoutAnswer, DetailsValues } from './checkout.server';

export const ADDRESS_FINDER = { find: 'findAddress', use: 'useAddress' } as const;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
};

/** The fields an address fills; the name and phone are the ones saved for this edition. */
const filledWith = (saved: DetailsValues, address: PostalAddress): DetailsValues => ({
  ...saved,
  addressLine: address.lines.join(', '),
  town: address.town,
  postcode: address.postcode,
});

export const addressFinderAction = async (
  form: FormData,
  intent: (typeof ADDRESS_FINDER)[keyof typeof ADDRESS_FINDER],
  context: KerchingLoadContext,
  saved: DetailsValues,
) => {
  const site = context.site.key;
  const finder = context.services.address;
  if (intent === ADDRESS_FINDER.use) {
    const chosen = await finder.formatAddress.execute({ site, key: text(form, 'addressKey') })();
    return E.isLeft(chosen)
      ? data<CheckoutAnswer>(
          { finder: { postcode: text(form, 'finderPostcode'), message: chosen.left.detail }, values: saved },
          { status: errorStatus(chosen.left.code) },
        )
      : data<CheckoutAnswer>({ values: filledWith(saved, chosen.right.address) });
  }
  const postcode = text(form, 'finderPostcode');
  const found = await finder.lookupPostcode.execute({ site, postcode })();
  if (E.isLeft(found))
    return data<CheckoutAnswer>(
      { finder: { postcode, message: found.left.message }, values: saved },
      { status: errorStatus(found.left.code) },
    );
  const [only, ...others] = found.right.addresses;
  // One address at the postcode (an Eircode names one): it fills the fields at once.
  if (only !== undefined && others.length === 0) return data<CheckoutAnswer>({ values: filledWith(saved, only) });
  return data<CheckoutAnswer>({
    values: saved,
    finder: {
      postcode: found.right.postcode,
      addresses: found.right.addresses.map((address) => ({ key: address.key, text: addressText(address) })),
    },
  });
};
