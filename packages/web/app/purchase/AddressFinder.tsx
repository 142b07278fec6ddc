/**
 * "Find your address" above the checkout's details (issue 42): a postcode (an Eircode on the Irish
 * sites) and "Find address"; several addresses there give a list to choose from. Each is its own
 * small form posting to the checkout's action, so pressing Enter in the payment form never looks up
 * an address, and it works without JavaScript.
 */
import { Form } from 'react-router';
import * as ui from '../account/account.css';
import { CsrfField } from '../shell/CsrfField';
import type { CheckoutAnswer } from './checkout.server';
import { PURCHASE_COPY as COPY } from './purchaseCopy';
import * as css from './purchase.css';

export function AddressFinder({
  finder,
  postcodeKind,
}: {
  readonly finder: CheckoutAnswer['finder'];
  readonly postcodeKind: 'postcode' | 'eircode';
}) {
  const label = postcodeKind === 'eircode' ? COPY.eircode : COPY.postcode;
  const addresses = finder?.addresses ?? [];
  const message = finder?.message;
  return (
    <div className={ui.form} data-testid="address-finder">
      <Form method="post" className={css.inline} aria-label={COPY.findYourAddress}>
        <CsrfField />
        <input type="hidden" name="intent" value="findAddress" />
        <label className={ui.field}>
          <span className={ui.label}>{`${COPY.findYourAddress}: ${label}`}</span>
          <input
            className={ui.input}
            name="finderPostcode"
            autoComplete="postal-code"
            defaultValue={finder?.postcode ?? ''}
            aria-invalid={message === undefined ? undefined : true}
            aria-describedby={message === undefined ? undefined : 'address-finder-message'}
          />
        </label>
        <button className={ui.secondaryButton} type="submit">
          {COPY.findAddress}
        </button>
      </Form>
      {message === undefined ? null : (
        <p id="address-finder-message" className={ui.fieldError} role="alert">
          {message}
        </p>
      )}
      {addresses.length === 0 ? null : (
        <Form method="post" className={css.inline}>
          <CsrfField />
          <input type="hidden" name="intent" value="useAddress" />
          <input type="hidden" name="finderPostcode" value={finder?.postcode ?? ''} />
          <label className={ui.field}>
            <span className={ui.label}>{COPY.chooseYourAddress}</span>
            <select className={ui.input} name="addressKey">
              {addresses.map((address) => (
                <option key={address.key} value={address.key}>
                  {address.text}
                </option>
              ))}
            </select>
          </label>
          <button className={ui.secondaryButton} type="submit">
            {COPY.useThisAddress}
          </button>
        </Form>
      )}
    </div>
  );
}
