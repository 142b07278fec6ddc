/**
 * /giftcard/redeem (spec 1 §2; spec 1 §5 "Gift code: 'Gift code not recognized. Please try again'"):
 * a form for the gift card's code; the amount added, or the reason it was not, answered in place.
 */
import { Form } from 'react-router';
import * as account from '../account/account.css';
import { CsrfField } from '../shell/CsrfField';
import { WalletNotice } from './WalletNotice';
import type { GiftCardAnswer } from './wallet.server';
import { WALLET_COPY as COPY } from './walletCopy';

export function GiftCardView({
  intro,
  answer,
}: {
  readonly intro: string;
  readonly answer: GiftCardAnswer | undefined;
}) {
  const error = answer?.error ?? null;
  return (
    <>
      <p className={account.intro}>{intro}</p>
      {answer?.added ? <WalletNotice message={answer.added} /> : null}
      <Form method="post" className={account.form} noValidate data-testid="gift-card-form">
        <CsrfField />
        <div className={account.field}>
          <label className={account.label} htmlFor="gift-card-code">
            {COPY.giftCodeLabel}
          </label>
          <input
            id="gift-card-code"
            className={account.input}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-invalid={error === null ? undefined : true}
            aria-describedby={error === null ? undefined : 'gift-card-code-error'}
          />
          {error === null ? null : (
            <p id="gift-card-code-error" className={account.fieldError} role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={account.button}>
          {COPY.redeem}
        </button>
      </Form>
    </>
  );
}
