/**
 * The checkout page (issue 6): the basket's lines (quantity and remove), promo code, wallet,
 * payment method and its fields, the terms, the order summary and "Place order". Every control is
 * a form (GET for promo and wallet, POST for the rest), so it works without JavaScript; with it,
 * the page shows UPDATING while a change is on its way (spec 1 §4 checkout status).
 */
import { Fragment, useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PAYMENT_EXPRESS_BUY_NOT_ALLOWED } from '@kerching/domain/payment';
import * as ui from '../account/account.css';
import { fieldId, useFocusOn } from '../account/AccountForm';
import { ACCOUNT_COPY } from '../account/accountCopy';
import { CsrfField } from '../shell/CsrfField';
import { PASSENGER_TITLES } from '@kerching/domain/checkout';
import type { CheckoutAnswer, DetailsValues } from './checkout.server';
import { AddressFinder } from './AddressFinder';
import { checkoutHref } from './purchasePaths';
import { loginUrlFor, registerUrlFor } from '../account/returnPath';
import { PASSENGER_ERROR_NAMES as ERRORS, PASSENGER_FORM_NAMES as NAMES, type PassengerValues } from './passengerForm';
import type { CheckoutModel } from './checkoutModel';
import { PURCHASE_COPY as COPY } from './purchaseCopy';
import { CARD_FIELD_NAMES, cardFieldProblems } from './cardFields';
import * as css from './purchase.css';

function BasketLines({ model }: { readonly model: CheckoutModel }) {
  return (
    <section className={ui.card} aria-labelledby="basket-heading">
      <h2 id="basket-heading" className={css.sectionHeading}>
        {COPY.yourBasket}
      </h2>
      <ul className={css.lines} data-testid="checkout-lines">
        {model.lines.map((line) => (
          <li key={line.productId} className={css.line} data-testid="checkout-line">
            <p className={css.lineTitle}>{line.title}</p>
            {line.stay === null ? null : <p data-testid="line-stay">{line.stay}</p>}
            <p style={{ margin: 0 }}>
              {line.productName} · {line.unitPrice} · <span data-testid="line-total">{line.lineTotal}</span>
            </p>
            {line.adminFee === null ? null : (
              <p className={css.lineNote} data-testid="line-admin-fee">
                {line.adminFee}
              </p>
            )}
            {line.postage === null ? null : (
              <p className={css.lineNote} data-testid="line-postage">
                {line.postage}
              </p>
            )}
            <Form method="post" className={css.lineControls}>
              <CsrfField />
              <input type="hidden" name="productId" value={line.productId} />
              <label className={ui.field}>
                <span className={ui.label}>{COPY.quantity}</span>
                <input
                  className={`${ui.input} ${css.quantityInput}`}
                  type="number"
                  name="quantity"
                  min={0}
                  max={line.maxQuantity}
                  defaultValue={line.quantity}
                />
              </label>
              <label className={ui.check}>
                <input className={ui.checkbox} type="checkbox" name="gift" defaultChecked={line.gift} />
                {COPY.giftThis}
              </label>
              <button className={ui.secondaryButton} type="submit" name="intent" value="update">
                {COPY.update}
              </button>
              {/* Not held back by the quantity field's own check: a quantity over the cap can still be removed. */}
              <button className={ui.secondaryButton} type="submit" name="intent" value="remove" formNoValidate>
                {COPY.remove}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PromoAndWallet({ model }: { readonly model: CheckoutModel }) {
  return (
    <section className={ui.card} aria-labelledby="promo-heading">
      <h2 id="promo-heading" className={css.sectionHeading}>
        {COPY.promoCode}
      </h2>
      <Form method="get" className={css.inline}>
        {model.wallet?.used === true ? <input type="hidden" name="wallet" value="on" /> : null}
        <label className={ui.field}>
          <span className={ui.label}>{COPY.promoCode}</span>
          <input className={ui.input} name="promo" defaultValue={model.promo?.code ?? ''} autoComplete="off" />
        </label>
        <button className={ui.secondaryButton} type="submit">
          {COPY.applyPromo}
        </button>
      </Form>
      {model.promo === null || model.promo.message === '' ? null : (
        <p
          className={model.promo.applied ? ui.notice : ui.errorText}
          role="status"
          data-testid="promo-message"
          data-applied={model.promo.applied}
        >
          {model.promo.message}
        </p>
      )}
      {model.wallet === null ? null : (
        <Form method="get" className={css.inline} data-testid="wallet-form">
          {model.promo === null ? null : <input type="hidden" name="promo" value={model.promo.code} />}
          <label className={ui.check}>
            <input
              className={ui.checkbox}
              type="checkbox"
              name="wallet"
              defaultChecked={model.wallet.used}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            />
            {/* One text beside the box: as separate pieces a phone's narrow line broke it apart (issue 42). */}
            <span data-testid="wallet-line">
              {COPY.useWallet} ({COPY.walletBalance}: <span data-testid="wallet-balance">{model.wallet.balance}</span>)
            </span>
          </label>
          <noscript>
            <button className={ui.secondaryButton} type="submit">
              {COPY.update}
            </button>
          </noscript>
        </Form>
      )}
    </section>
  );
}

function Summary({ model }: { readonly model: CheckoutModel }) {
  const { summary } = model;
  return (
    <section className={ui.card} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={css.sectionHeading}>
        {COPY.orderSummary}
      </h2>
      <dl className={css.summary} data-testid="order-summary">
        <dt>{COPY.total}</dt>
        <dd>{summary.total}</dd>
        {summary.promoDiscount === null ? null : (
          <>
            <dt>{COPY.promoDiscount}</dt>
            <dd data-testid="promo-discount">−{summary.promoDiscount}</dd>
          </>
        )}
        {summary.walletUsed === null ? null : (
          <>
            <dt>{COPY.walletUsed}</dt>
            <dd>−{summary.walletUsed}</dd>
          </>
        )}
        <dt className={css.summaryTotal}>{COPY.toPay}</dt>
        <dd className={css.summaryTotal} data-testid="to-pay">
          {summary.toPay}
        </dd>
      </dl>
    </section>
  );
}

function DetailsField({
  name,
  label,
  value,
  error,
  autoComplete,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly autoComplete: string;
}) {
  const errorId = useId();
  return (
    <label className={ui.field}>
      <span className={ui.label}>{label}</span>
      <input
        // A value filled by the server (the address finder's) replaces what the field held.
        key={value}
        id={fieldId('checkout', name)}
        className={ui.input}
        name={name}
        defaultValue={value}
        autoComplete={autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      {error === undefined ? null : (
        <span id={errorId} className={ui.fieldError}>
          {error}
        </span>
      )}
    </label>
  );
}

function YourDetails({
  details,
  fields,
  postcodeKind,
  postalAddress,
}: Pick<PaymentProps, 'details' | 'fields' | 'postcodeKind' | 'postalAddress'>) {
  return (
    <fieldset className={css.methods} data-testid="your-details">
      <legend className={ui.label}>{COPY.yourDetails}</legend>
      <DetailsField
        name="fullName"
        label={COPY.fullName}
        value={details.fullName}
        error={fields.fullName}
        autoComplete="name"
      />
      <DetailsField name="phone" label={COPY.phone} value={details.phone} error={fields.phone} autoComplete="tel" />
      {postalAddress ? <PostalAddress details={details} fields={fields} postcodeKind={postcodeKind} /> : null}
    </fieldset>
  );
}

/** Where a posted deal goes: asked only when something in the basket is posted. */
function PostalAddress({ details, fields, postcodeKind }: Pick<PaymentProps, 'details' | 'fields' | 'postcodeKind'>) {
  return (
    <>
      <DetailsField
        name="addressLine"
        label={COPY.addressLine}
        value={details.addressLine}
        error={fields.addressLine}
        autoComplete="address-line1"
      />
      <DetailsField
        name="town"
        label={COPY.town}
        value={details.town}
        error={fields.town}
        autoComplete="address-level2"
      />
      <DetailsField
        name="postcode"
        label={postcodeKind === 'eircode' ? COPY.eircode : COPY.postcode}
        value={details.postcode}
        error={fields.postcode}
        autoComplete="postal-code"
      />
    </>
  );
}

/** In place of payment for a visitor: sign in or register, then back to this basket. */
function SignInToPay({ basketToken }: { readonly basketToken: string }) {
  const here = checkoutHref(basketToken);
  return (
    <section className={ui.card} aria-labelledby="sign-in-to-pay" data-testid="sign-in-to-pay">
      <h2 id="sign-in-to-pay" className={css.sectionHeading}>
        {COPY.signInToPay}
      </h2>
      <p>{COPY.signInToPayIntro}</p>
      <p className={css.inline}>
        <a className={ui.button} href={loginUrlFor(here)}>
          {COPY.signInAndPay}
        </a>
        <a className={ui.secondaryButton} href={registerUrlFor(here)}>
          {COPY.registerAndPay}
        </a>
      </p>
    </section>
  );
}

/**
 * What stopped the order, at the top of the form: it takes the focus, so a screen reader and the
 * eye both land on it, and links to each field with a problem (issue 42).
 */
function CheckoutErrorSummary({
  id,
  failure,
  fields,
}: {
  readonly id: string;
  readonly failure: string | null;
  readonly fields: Readonly<Record<string, string>>;
}) {
  const ref = useFocusOn(failure);
  if (failure === null) return null;
  const entries = Object.entries(fields);
  return (
    <div
      ref={ref}
      id={id}
      className={ui.errorSummary}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      data-testid="error-summary"
    >
      <h2 id={`${id}-title`} className={ui.errorSummaryTitle}>
        {ACCOUNT_COPY.errorSummaryTitle}
      </h2>
      <p className={ui.errorText} data-testid="checkout-failure">
        {failure}
      </p>
      {entries.length < 2 ? null : (
        <ul className={ui.errorList}>
          {entries.map(([name, message]) => (
            <li key={name}>
              <a className={ui.errorLink} href={`#${fieldId('checkout', name)}`}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FieldError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error === undefined ? null : (
    <span id={id} className={ui.fieldError}>
      {error}
    </span>
  );
}

/** Spec 1 §5 "valid passenger details": the lead passenger of a basket with travel. */
function LeadPassenger({
  passenger,
  fields,
}: {
  readonly passenger: PassengerValues;
  readonly fields: PaymentProps['fields'];
}) {
  const titleErrorId = useId();
  const dobErrorId = useId();
  const titleError = fields[ERRORS.title];
  const dobError = fields[ERRORS.dateOfBirth];
  const dobInput = (name: string, label: string, value: string, maxLength: number) => (
    <label className={ui.field}>
      <span className={ui.label}>{label}</span>
      <input
        className={`${ui.input} ${css.quantityInput}`}
        name={name}
        defaultValue={value}
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={dobError === undefined ? undefined : true}
        aria-describedby={dobError === undefined ? undefined : dobErrorId}
      />
    </label>
  );
  return (
    <fieldset className={css.methods} data-testid="lead-passenger">
      <legend className={ui.label}>{COPY.leadPassenger}</legend>
      <label className={ui.field}>
        <span className={ui.label}>{COPY.passengerTitle}</span>
        <select
          className={ui.input}
          name={NAMES.title}
          defaultValue={passenger.title}
          aria-invalid={titleError === undefined ? undefined : true}
          aria-describedby={titleError === undefined ? undefined : titleErrorId}
        >
          <option value="">{COPY.chooseTitle}</option>
          {PASSENGER_TITLES.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
        <FieldError id={titleErrorId} error={titleError} />
      </label>
      <DetailsField
        name={NAMES.firstNames}
        label={COPY.firstNames}
        value={passenger.firstNames}
        error={fields[ERRORS.firstNames]}
        autoComplete="off"
      />
      <DetailsField
        name={NAMES.lastName}
        label={COPY.lastName}
        value={passenger.lastName}
        error={fields[ERRORS.lastName]}
        autoComplete="off"
      />
      <fieldset className={css.dateFields}>
        <legend className={ui.label}>{COPY.dateOfBirth}</legend>
        {dobInput(NAMES.day, COPY.day, passenger.day, 2)}
        {dobInput(NAMES.month, COPY.month, passenger.month, 2)}
        {dobInput(NAMES.year, COPY.year, passenger.year, 4)}
        <FieldError id={dobErrorId} error={dobError} />
      </fieldset>
    </fieldset>
  );
}

interface PaymentProps {
  readonly model: CheckoutModel;
  readonly idempotencyKey: string;
  readonly failure: string | null;
  readonly details: DetailsValues;
  readonly passenger: PassengerValues;
  readonly fields: Readonly<Record<string, string>>;
  readonly postcodeKind: 'postcode' | 'eircode';
  /** Something in the basket is posted: the address is asked. */
  readonly postalAddress: boolean;
  /** The address finder's last answer. */
  readonly finder?: CheckoutAnswer['finder'];
}

/** A card field, its problem tied to it (aria-describedby) when it has one. */
function CardField({
  field,
  label,
  problem,
  ...input
}: {
  readonly field: keyof typeof CARD_FIELD_NAMES;
  readonly label: string;
  readonly problem: string | undefined;
  readonly inputMode?: 'numeric';
  readonly autoComplete: string;
  readonly placeholder?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  // The problem sits outside the label, so the field's name stays its label and the problem is its description.
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={ui.input}
        name={CARD_FIELD_NAMES[field]}
        {...input}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={problem === undefined ? undefined : errorId}
      />
      <FieldError id={errorId} error={problem} />
    </div>
  );
}

type CardProblems = Partial<Readonly<Record<keyof typeof CARD_FIELD_NAMES, string>>>;

/** The provider's card fields (spec 1 §5 "Card"): number, expiry, security code and postal code. */
function CardFields({ problems }: { readonly problems: CardProblems }) {
  return (
    <fieldset className={css.methods} data-testid="card-fields">
      <legend className={ui.label}>{COPY.cardDetails}</legend>
      <CardField
        field="number"
        label={COPY.cardNumber}
        problem={problems.number}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <CardField
        field="expiry"
        label={COPY.expiry}
        problem={problems.expiry}
        autoComplete="cc-exp"
        placeholder="MM/YY"
      />
      <CardField
        field="securityCode"
        label={COPY.securityCode}
        problem={problems.securityCode}
        inputMode="numeric"
        autoComplete="cc-csc"
      />
      <CardField
        field="postalCode"
        label={COPY.cardPostalCode}
        problem={problems.postalCode}
        autoComplete="billing postal-code"
      />
    </fieldset>
  );
}

function Payment({
  model,
  idempotencyKey,
  failure,
  details,
  passenger,
  fields,
  postcodeKind,
  postalAddress,
  finder,
}: PaymentProps) {
  const [method, setMethod] = useState(model.allWallet ? 'wallet' : (model.paymentOptions[0]?.method ?? 'card'));
  const [cardProblems, setCardProblems] = useState<CardProblems>({});
  const failureId = useId();
  const navigation = useNavigation();
  const paying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'pay';
  // Card details the provider would refuse are shown before the form is sent, with the same rules
  // and messages (the provider still checks them after); the first such field takes the focus.
  const checkCard = (event: React.FormEvent<HTMLFormElement>) => {
    if (method !== 'card' || model.allWallet) return;
    const problems = cardFieldProblems(new FormData(event.currentTarget), new Date());
    setCardProblems(Object.fromEntries(problems));
    const first = problems[0];
    if (first === undefined) return;
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(CARD_FIELD_NAMES[first[0]]);
    if (input instanceof HTMLInputElement) input.focus();
  };
  return (
    <section className={ui.card} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={css.sectionHeading}>
        {COPY.payment}
      </h2>
      {postalAddress ? <AddressFinder finder={finder} postcodeKind={postcodeKind} /> : null}
      <Form
        method="post"
        className={ui.form}
        aria-describedby={failure === null ? undefined : failureId}
        onSubmit={checkCard}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="cashAmount" value={model.summary.cashAmountMinor} />
        <input type="hidden" name="walletUsed" value={model.summary.walletUsedMinor} />
        <input type="hidden" name="promoCode" value={model.promo?.applied === true ? model.promo.code : ''} />
        <CheckoutErrorSummary id={failureId} failure={failure} fields={fields} />
        <YourDetails details={details} fields={fields} postcodeKind={postcodeKind} postalAddress={postalAddress} />
        {model.passengersNeeded ? <LeadPassenger passenger={passenger} fields={fields} /> : null}
        {model.allWallet ? (
          <input type="hidden" name="method" value="wallet" />
        ) : (
          <fieldset className={css.methods} data-testid="payment-methods">
            <legend className={ui.label}>{COPY.paymentMethod}</legend>
            {model.paymentOptions.map((option) => (
              <Fragment key={option.method}>
                <label className={ui.check}>
                  <input
                    className={ui.checkbox}
                    type="radio"
                    name="method"
                    value={option.method}
                    checked={method === option.method}
                    onChange={() => setMethod(option.method)}
                    aria-describedby={option.terms === null ? undefined : `terms-${option.method}`}
                  />
                  {option.label}
                </label>
                {option.terms === null ? null : (
                  <p id={`terms-${option.method}`} className={ui.hint} data-testid="finance-terms">
                    {option.terms}
                  </p>
                )}
              </Fragment>
            ))}
          </fieldset>
        )}
        {method === 'card' && !model.allWallet ? <CardFields problems={cardProblems} /> : null}
        <label className={ui.check}>
          <input className={ui.checkbox} type="checkbox" name="terms" required />
          {COPY.terms}
        </label>
        <button
          className={ui.button}
          type="submit"
          data-testid="place-order"
          // While the order is being placed: one press only, and the shopper sees it working.
          disabled={paying}
          aria-busy={paying}
        >
          {paying ? COPY.placingOrder : model.allWallet ? COPY.payWithWallet : COPY.placeOrder}
        </button>
      </Form>
    </section>
  );
}

export function CheckoutView({
  model,
  idempotencyKey,
  failure,
  recovered,
  details,
  passenger,
  fields,
  postcodeKind,
  postalAddress,
  finder,
  expressFallback,
  signedIn = true,
}: PaymentProps & {
  readonly recovered: boolean;
  readonly expressFallback: boolean;
  /** A visitor sees and changes the basket; paying starts with signing in or registering. */
  readonly signedIn?: boolean;
}) {
  const navigation = useNavigation();
  const status = navigation.state === 'idle' ? 'READY' : 'UPDATING';
  return (
    <main className={ui.page} data-testid="checkout" data-status={status} aria-busy={status !== 'READY'}>
      <h1 className={ui.heading}>{COPY.checkoutTitle}</h1>
      {expressFallback ? (
        <p className={ui.notice} role="status" data-testid="express-fallback">
          {PAYMENT_EXPRESS_BUY_NOT_ALLOWED}
        </p>
      ) : null}
      {recovered ? (
        <p className={ui.notice} role="status" data-testid="basket-recovered">
          {COPY.basketProblem}
        </p>
      ) : null}
      {model.lines.length === 0 ? (
        <p>
          {COPY.emptyBasket} <a href="/">{COPY.continueShopping}</a>
        </p>
      ) : (
        <div className={css.columns}>
          <div className={css.stack}>
            <BasketLines model={model} />
            <PromoAndWallet model={model} />
          </div>
          <div className={css.stack}>
            <Summary model={model} />
            {signedIn ? null : <SignInToPay basketToken={model.basketToken} />}
            {!signedIn ? null : (
              <Payment
                model={model}
                idempotencyKey={idempotencyKey}
                failure={failure}
                details={details}
                passenger={passenger}
                fields={fields}
                postcodeKind={postcodeKind}
                postalAddress={postalAddress}
                finder={finder}
              />
            )}
          </div>
        </div>
      )}
      {status === 'UPDATING' ? (
        <p role="status" className={ui.hint}>
          {COPY.updating}
        </p>
      ) : null}
    </main>
  );
}
