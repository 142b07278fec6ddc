/**
 * Accounts in the composition root (issue 5): the SQL stores, the scrypt hasher, random tokens,
 * the Google ID-token verifier and the mailer bound to the account use-cases.
 */
import type { JsonWebKey } from 'node:crypto';
import type { Container } from 'inversify';
import {
  ActivateAccount,
  AnonymiseDeletedAccounts,
  ChangePassword,
  CreateSession,
  DeleteAccount,
  GetProfile,
  type LinkMailing,
  Login,
  Logout,
  LookupAccount,
  MigrateToken,
  RegisterAccount,
  RequestActivation,
  RequestPasswordReset,
  type RequestLimiting,
  ResetPassword,
  SignInWithGoogle,
  type SiteOrigins,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
  UpdateProfile,
  ValidateSession,
} from '@kerching/application';
import {
  SqlLoginAttempts,
  SqlMailOutbox,
  SqlNewsletterSubscriptions,
  SqlOneTimeTokens,
  SqlSessions,
  SqlRateLimits,
  SqlUsers,
  type SqlClient,
} from '@kerching/adapters-sql';
import { ACCOUNT_REQUEST_LIMITS, type AccountRequestLimits } from '@kerching/domain/account';
import type { AfterAnswer, Clock, RateLimits } from '@kerching/ports';
import { pino } from 'pino';
import type { AccountServices } from '@kerching/application/services';
import type {
  GoogleIdTokenVerifier,
  LoginAttempts,
  MailOutbox,
  MailRelayQueue,
  MailRetention,
  Mailer,
  NewsletterSubscriptions,
  OneTimeTokens,
  PasswordHasher,
  Sessions,
  Users,
} from '@kerching/ports/accounts';
import { BackgroundWork } from '../jobs/backgroundWork';
import {
  CryptoIdGenerator,
  CryptoTokenGenerator,
  HmacKnownDevices,
  LocalGoogleIdTokenVerifier,
  newServerSecret,
  SCRYPT_DEFAULTS,
  type ScryptParameters,
  ScryptPasswordHasher,
} from '@kerching/adapters-node';

export interface AccountsOptions {
  /** Each site's public origin, for the links in emails (e.g. https://www.kerching.co.uk). */
  readonly siteOrigins: SiteOrigins;
  /** Google sign-in: our OAuth client ids and Google's key set (none configured: every token is refused). */
  readonly google: { readonly clientIds: ReadonlyArray<string>; readonly keys: ReadonlyArray<JsonWebKey> };
  /** Password hashing cost; tests lower it, production keeps the defaults. */
  readonly scrypt: ScryptParameters;
  /** Sends mail; the outbox table when absent (shown at /dev/mailbox). */
  readonly mailer?: Mailer;
  /** Signs the known-device cookies (DEVICE_COOKIE_SECRET; at least 32 characters). */
  readonly deviceSecret: string;
  /** Hashes passwords; scrypt with `scrypt` when absent (tests wrap it to count the checks). */
  readonly hasher?: PasswordHasher;
  /** The account calls' request limits (domain ACCOUNT_REQUEST_LIMITS; REQUEST_LIMITS_SCALE scales them). */
  readonly requestLimits: AccountRequestLimits;
  /** Where mail goes after the answer; in this process, logged by its own logger, when absent. */
  readonly afterAnswer?: AfterAnswer;
}

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = {
  siteOrigins: (site) => `http://${site}.localhost:3000`,
  google: { clientIds: [], keys: [] },
  scrypt: SCRYPT_DEFAULTS,
  // Unset DEVICE_COOKIE_SECRET: this process's own, so known devices last until it restarts.
  deviceSecret: newServerSecret(),
  requestLimits: ACCOUNT_REQUEST_LIMITS,
};

/** The account stores, for the routes that read them directly (the local mailbox) and for tests. */
export interface AccountStores {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly oneTimeTokens: OneTimeTokens;
  readonly attempts: LoginAttempts;
  readonly newsletter: NewsletterSubscriptions;
  readonly mailer: Mailer;
  readonly outbox: MailOutbox;
  /** The outbox as the SMTP relay reads it. */
  readonly relayQueue: MailRelayQueue;
  /** The outbox as the retention job prunes it. */
  readonly mailRetention: MailRetention;
  readonly hasher: PasswordHasher;
  /** The request-limit counters (issue 40 item 6). */
  readonly rateLimits: RateLimits;
  readonly afterAnswer: AfterAnswer;
}

export const ACCOUNT_STORES = Symbol.for('kerching.server.AccountStores');
export const ACCOUNT_SERVICES = Symbol.for('kerching.server.AccountServices');

const accountStores = (sql: SqlClient, options: AccountsOptions): AccountStores => {
  const outbox = new SqlMailOutbox(sql);
  return {
    users: new SqlUsers(sql),
    sessions: new SqlSessions(sql),
    oneTimeTokens: new SqlOneTimeTokens(sql),
    attempts: new SqlLoginAttempts(sql),
    newsletter: new SqlNewsletterSubscriptions(sql),
    mailer: options.mailer ?? outbox,
    outbox,
    relayQueue: outbox,
    mailRetention: outbox,
    hasher: options.hasher ?? new ScryptPasswordHasher(options.scrypt),
    rateLimits: new SqlRateLimits(sql),
    afterAnswer: options.afterAnswer ?? new BackgroundWork(pino()),
  };
};

const accountServices = (stores: AccountStores, options: AccountsOptions, clock: Clock): AccountServices => {
  const { users, sessions, oneTimeTokens, attempts, newsletter, mailer, hasher } = stores;
  const ids = new CryptoIdGenerator();
  const tokens = new CryptoTokenGenerator();
  const siteOrigins = options.siteOrigins;
  const links: LinkMailing = { oneTimeTokens, mailer, tokens, siteOrigins };
  const limiting: RequestLimiting = {
    rateLimits: stores.rateLimits,
    limits: options.requestLimits,
    afterAnswer: stores.afterAnswer,
  };
  const validateSession = new ValidateSession(sessions, users, clock);
  const fromLink = { users, sessions, oneTimeTokens, hasher, clock };
  const google: GoogleIdTokenVerifier = new LocalGoogleIdTokenVerifier({
    clientIds: options.google.clientIds,
    keys: options.google.keys,
    clock,
  });
  return {
    validateSession,
    login: new Login(users, sessions, attempts, hasher, tokens, new HmacKnownDevices(options.deviceSecret), clock),
    logout: new Logout(sessions, clock),
    lookupAccount: new LookupAccount(users, limiting, clock),
    registerAccount: new RegisterAccount(users, sessions, hasher, ids, links, limiting, clock),
    requestPasswordReset: new RequestPasswordReset(users, links, limiting, clock),
    requestActivation: new RequestActivation(users, links, limiting, clock),
    resetPassword: new ResetPassword(fromLink),
    activateAccount: new ActivateAccount(fromLink),
    changePassword: new ChangePassword(validateSession, users, sessions, attempts, hasher, mailer, siteOrigins, clock),
    getProfile: new GetProfile(validateSession, newsletter),
    updateProfile: new UpdateProfile(validateSession, users, newsletter, clock),
    subscribeNewsletter: new SubscribeNewsletter(newsletter, mailer, tokens, siteOrigins, clock),
    unsubscribeNewsletter: new UnsubscribeNewsletter(newsletter, validateSession, clock),
    deleteAccount: new DeleteAccount(validateSession, users, sessions, hasher, mailer, clock),
    anonymiseDeletedAccounts: new AnonymiseDeletedAccounts(users, clock),
    signInWithGoogle: new SignInWithGoogle(google, users, sessions, ids, tokens, clock),
    mailOutbox: stores.outbox,
    migrateToken: new MigrateToken(oneTimeTokens, tokens, clock),
    createSession: new CreateSession(validateSession, sessions, tokens, clock),
  };
};

export const bindAccounts = (
  container: Container,
  sqlClient: symbol,
  clockToken: symbol,
  options: AccountsOptions,
): void => {
  container
    .bind<AccountStores>(ACCOUNT_STORES)
    .toResolvedValue((sql: SqlClient) => accountStores(sql, options), [sqlClient]);
  container
    .bind<AccountServices>(ACCOUNT_SERVICES)
    .toResolvedValue(
      (stores: AccountStores, clock: Clock) => accountServices(stores, options, clock),
      [ACCOUNT_STORES, clockToken],
    );
};
