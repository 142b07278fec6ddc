/**
 * The checkout's card fields check the card before the form is sent (spec 1 §5 "Card"): each card
 * the provider would refuse shows the spec's message under its field, tied to it with
 * aria-describedby, the first such field takes the focus, and nothing is posted. A good card posts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { shellData } from '../shell/testFixtures';
import type { CheckoutModel } from './checkoutModel';
import { CheckoutView } from './CheckoutView';
import { NO_PASSENGER } from './passengerForm';

const MODEL: CheckoutModel = {
  basketToken: 'basket-token-1234',
  lines: [],
  summary: {
    total: '£10.00',
    promoDiscount: null,
    walletUsed: null,
    toPay: '£10.00',
    cashAmountMinor: 1000,
    walletUsedMinor: 0,
  },
  promo: null,
  wallet: null,
  paymentOptions: [{ method: 'card', label: 'Credit or debit card', terms: null }],
  allWallet: false,
  passengersNeeded: false,
};

const DETAILS = {
  fullName: 'Bea',
  phone: '020 7946 0958',
  addressLine: '1 Main St',
  town: 'London',
  postcode: 'SW1A 1AA',
};

/** The checkout page with a line to buy; `posted` counts the order forms that reach the action. */
const checkout = (overrides: Partial<CheckoutModel> = {}) => {
  const posted: FormData[] = [];
  const model: CheckoutModel = {
    ...MODEL,
    ...overrides,
    lines: [
      {
        productId: 10,
        title: 'A deal',
        productName: 'One',
        quantity: 1,
        maxQuantity: 5,
        gift: false,
        unitPrice: '£10.00',
        adminFee: null,
        postage: null,
        lineTotal: '£10.00',
        stay: null,
      },
    ],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shellData({ viewer: { firstName: 'Bea', email: 'bea@example.co.uk' } }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'checkout',
          action: async ({ request }) => {
            posted.push(await request.formData());
            return null;
          },
          Component: () => (
            <CheckoutView
              model={model}
              idempotencyKey="key-1"
              failure={null}
              recovered={false}
              details={DETAILS}
              passenger={NO_PASSENGER}
              fields={{}}
              postcodeKind="postcode"
              postalAddress
              expressFallback={false}
            />
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/checkout']} />);
  return posted;
};

const GOOD = { number: '4111 1111 1111 1111', expiry: '12/39', securityCode: '123', postalCode: 'SW1A 1AA' };

const fillAndSubmit = async (card: typeof GOOD) => {
  const number = await screen.findByLabelText('Card number', {}, { timeout: 5000 });
  fireEvent.change(number, { target: { value: card.number } });
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: card.expiry } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: card.securityCode } });
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: card.postalCode } });
  fireEvent.click(screen.getByLabelText('I accept the terms and conditions of sale.'));
  fireEvent.click(screen.getByTestId('place-order'));
};

afterEach(cleanup);

// The first render loads the routes' modules: on a loaded machine that alone can take seconds.
describe('the checkout card fields, before the form is sent', { timeout: 20_000 }, () => {
  it.each([
    ['a past expiry', { expiry: '01/20' }, 'Expiry date (MM/YY)', 'Card Expired'],
    ['a bad Luhn number', { number: '4111 1111 1111 1112' }, 'Card number', "Hmm. That card number doesn't look right"],
    ['a bad month', { expiry: '13/30' }, 'Expiry date (MM/YY)', 'This expiry date is not valid'],
    [
      'an American Express card',
      { number: '3782 822463 10005' },
      'Card number',
      'Sorry, we currently only accept Visa and MasterCard',
    ],
    [
      'a Diners card',
      { number: '3056 9309 0259 04' },
      'Card number',
      'Sorry, we currently only accept Visa and MasterCard',
    ],
    ['no security code', { securityCode: '' }, 'Security code', 'Security code is required'],
    ['no postal code', { postalCode: '' }, 'Postal code', 'Postal code is required'],
  ])('%s: shows the message under its field, focuses it, and posts nothing', async (_, change, label, message) => {
    const posted = checkout();
    await fillAndSubmit({ ...GOOD, ...change });
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(document.activeElement).toBe(field);
    expect(posted).toHaveLength(0);
  });

  it('shows every field’s problem at once and focuses the first', async () => {
    const posted = checkout();
    await fillAndSubmit({ number: '', expiry: '01/20', securityCode: '', postalCode: '' });
    await waitFor(() => expect(screen.getByText('Postal code is required')).toBeDefined());
    expect(screen.getByText("Hmm. That card number doesn't look right")).toBeDefined();
    expect(screen.getByText('Card Expired')).toBeDefined();
    expect(screen.getByText('Security code is required')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(posted).toHaveLength(0);
  });

  it('posts a good card, with its postal code', async () => {
    const posted = checkout();
    await fillAndSubmit(GOOD);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('cardNumber')).toBe(GOOD.number);
    expect(posted[0]?.get('cardPostalCode')).toBe(GOOD.postalCode);
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBeNull();
  });
});

// Issue 42's wording and finish bugs, each seen by a shopper on the phone or the desktop.
describe('the checkout reads right', { timeout: 20_000 }, () => {
  it('names the card number once (the card fields are not headed "Card number" too)', async () => {
    checkout();
    await screen.findByLabelText('Card number', {}, { timeout: 5000 });
    expect(screen.getAllByText('Card number')).toHaveLength(1);
    expect(screen.getByText('Your card')).toBeTruthy();
  });
  it('lets a line with a quantity over its cap be removed (the browser check does not hold Remove back)', async () => {
    checkout();
    const remove = await screen.findByRole('button', { name: 'Remove' }, { timeout: 5000 });
    expect(remove.hasAttribute('formnovalidate')).toBe(true);
    expect(screen.getByRole('button', { name: 'Update' }).hasAttribute('formnovalidate')).toBe(false);
  });
  it('keeps the wallet line one piece of text, so a narrow screen wraps it as words', async () => {
    checkout({ wallet: { balance: '£20.11', used: false } });
    const line = await screen.findByTestId('wallet-line', {}, { timeout: 5000 });
    expect(line.textContent).toBe('Use my wallet credit (Wallet balance: £20.11)');
    expect(line.parentElement?.tagName).toBe('LABEL');
  });
});
