/**
 * The account area (spec 1 §2 /myaccount/profile, /myaccount/password, /myaccount/delete,
 * /myaccount/subscriptions) and the unsubscribe page of the newsletter's emails.
 */
import { Form } from 'react-router';
import type { StoredLocation } from '@kerching/domain/location';
import { CsrfField } from '../shell/CsrfField';
import { ACCOUNT_COPY } from './accountCopy';
import {
  CheckboxField,
  ErrorSummary,
  NewPasswordFields,
  Notice,
  SubmitButton,
  TextField,
  fieldId,
} from './AccountForm';
import { MyAccountPage, SignInPage } from './AccountLayout';
import { AccountSection } from './AccountSection';
import type { FormAnswer } from './accountFailure';
import * as css from './account.css';

export interface ProfileFields {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export function ProfileView({
  profile,
  answer,
}: {
  readonly profile: ProfileFields;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY.profile;
  const failure = answer?.failure;
  return (
    <MyAccountPage heading={copy.heading}>
      <ErrorSummary form="profile" failure={failure} />
      <Notice message={answer?.notice} />
      <Form method="post" className={css.form} noValidate data-testid="profile-form">
        <CsrfField />
        <TextField
          form="profile"
          name="email"
          type="email"
          label={ACCOUNT_COPY.email}
          autoComplete="email"
          defaultValue={profile.email}
          failure={undefined}
          hint={copy.emailNote}
          readOnly
        />
        <TextField
          form="profile"
          name="firstName"
          label={ACCOUNT_COPY.firstName}
          autoComplete="given-name"
          defaultValue={answer?.values?.['firstName'] ?? profile.firstName}
          failure={failure}
          required
        />
        <TextField
          form="profile"
          name="lastName"
          label={ACCOUNT_COPY.lastName}
          autoComplete="family-name"
          defaultValue={answer?.values?.['lastName'] ?? profile.lastName}
          failure={failure}
          required
        />
        <SubmitButton>{copy.submit}</SubmitButton>
      </Form>
    </MyAccountPage>
  );
}

export function PasswordView({
  email,
  hasPassword,
  answer,
}: {
  readonly email: string;
  readonly hasPassword: boolean;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY.changePassword;
  const failure = answer?.failure;
  return (
    <MyAccountPage heading={copy.heading}>
      <ErrorSummary form="password" failure={failure} />
      <Notice message={answer?.notice} />
      {hasPassword ? (
        <Form method="post" className={css.form} noValidate data-testid="password-form">
          <CsrfField />
          {/* For password managers: whose password this is. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <TextField
            form="password"
            name="currentPassword"
            type="password"
            label={ACCOUNT_COPY.currentPassword}
            autoComplete="current-password"
            failure={failure}
            required
          />
          <NewPasswordFields form="password" name="newPassword" label={ACCOUNT_COPY.newPassword} failure={failure} />
          <SubmitButton>{copy.submit}</SubmitButton>
        </Form>
      ) : (
        <Form method="post" className={css.form}>
          <CsrfField />
          <p>{copy.noPassword}</p>
          <SubmitButton name="intent" value="activation">
            {copy.sendLink}
          </SubmitButton>
        </Form>
      )}
    </MyAccountPage>
  );
}

export function DeleteView({
  hasPassword,
  answer,
}: {
  readonly hasPassword: boolean;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY.delete;
  const failure = answer?.failure;
  return (
    <MyAccountPage heading={copy.heading}>
      <ErrorSummary form="delete" failure={failure} />
      <p className={css.intro}>{copy.warning}</p>
      <Form method="post" className={css.form} noValidate data-testid="delete-form">
        <CsrfField />
        <CheckboxField form="delete" name="confirm" label={copy.confirm} failure={failure} />
        {hasPassword ? (
          <TextField
            form="delete"
            name="password"
            type="password"
            label={copy.passwordLabel}
            autoComplete="current-password"
            failure={failure}
            required
          />
        ) : null}
        <SubmitButton variant="danger">{copy.submit}</SubmitButton>
      </Form>
    </MyAccountPage>
  );
}

/** After the deletion started: the shopper is signed out, so this is not in the account area. */
export function DeletionInitiatedView({ message }: { readonly message: string }) {
  const copy = ACCOUNT_COPY.delete;
  return (
    <SignInPage heading={copy.doneHeading}>
      <Notice message={message} />
      <p>
        <a className={css.link} href="/">
          {copy.home}
        </a>
      </p>
    </SignInPage>
  );
}

/** A deal the shopper waits on, with its link and a button to stop the alert. */
export interface WaitedOnDealItem {
  readonly dealId: number;
  readonly title: string;
  readonly urlPath: string;
}

function BackInStockAlerts({ alerts }: { readonly alerts: ReadonlyArray<WaitedOnDealItem> | null }) {
  const copy = ACCOUNT_COPY.subscriptions;
  return (
    <AccountSection id="back-in-stock-alerts" heading={copy.alertsHeading}>
      {alerts === null ? (
        <p className={css.intro}>{copy.alertsUnavailable}</p>
      ) : alerts.length === 0 ? (
        <p className={css.intro}>{copy.alertsNone}</p>
      ) : (
        <>
          <p className={css.intro}>{copy.alertsIntro}</p>
          <ul className={css.alertList} data-testid="back-in-stock-alerts">
            {alerts.map((alert) => (
              <li key={alert.dealId} className={css.alertItem}>
                <a className={css.link} href={alert.urlPath}>
                  {alert.title}
                </a>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="dealId" value={alert.dealId} />
                  <SubmitButton name="intent" value="stop-alert" variant="secondary">
                    {copy.stopAlert} <span className="visually-hidden">{copy.stopAlertFor(alert.title)}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountSection>
  );
}

export function SubscriptionsView({
  email,
  subscribed,
  towns,
  location,
  alerts,
  answer,
}: {
  readonly email: string;
  readonly subscribed: boolean;
  readonly towns: ReadonlyArray<StoredLocation>;
  readonly location: string;
  /** The deals the shopper waits on; null when they could not be read. */
  readonly alerts: ReadonlyArray<WaitedOnDealItem> | null;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY.subscriptions;
  const failure = answer?.failure;
  const locationId = fieldId('subscriptions', 'location');
  const locationError = failure?.fields['location'];
  return (
    <MyAccountPage heading={copy.heading}>
      <ErrorSummary form="subscriptions" failure={failure} />
      <Notice message={answer?.notice} />
      <p className={css.intro} data-testid="subscription-state">
        {subscribed ? copy.subscribed(email) : copy.notSubscribed(email)}
      </p>
      <Form method="post" className={css.form} data-testid="subscriptions-form">
        <CsrfField />
        {subscribed ? (
          <SubmitButton name="intent" value="unsubscribe" variant="secondary">
            {copy.unsubscribe}
          </SubmitButton>
        ) : (
          <>
            <div className={css.field}>
              <label className={css.label} htmlFor={locationId}>
                {copy.location}
              </label>
              {locationError === undefined ? null : (
                <p id={`${locationId}-error`} className={css.fieldError}>
                  {locationError}
                </p>
              )}
              <select
                id={locationId}
                name="location"
                className={css.select}
                defaultValue={location}
                aria-invalid={locationError === undefined ? undefined : true}
                aria-describedby={locationError === undefined ? undefined : `${locationId}-error`}
              >
                {towns.map((town) => (
                  <option key={town.shortName} value={town.shortName}>
                    {town.name}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton name="intent" value="subscribe">
              {copy.subscribe}
            </SubmitButton>
          </>
        )}
      </Form>
      <BackInStockAlerts alerts={alerts} />
    </MyAccountPage>
  );
}

export function UnsubscribeView({
  token,
  answer,
}: {
  readonly token: string;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY.unsubscribe;
  const done = answer?.notice !== undefined;
  return (
    <SignInPage heading={copy.heading}>
      <ErrorSummary form="unsubscribe" failure={answer?.failure} />
      <Notice message={answer?.notice} />
      {done ? (
        <p>
          <a className={css.link} href="/">
            {copy.home}
          </a>
        </p>
      ) : (
        <Form method="post" className={css.form} data-testid="unsubscribe-form">
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <p>{copy.intro}</p>
          <SubmitButton>{copy.submit}</SubmitButton>
        </Form>
      )}
    </SignInPage>
  );
}
