/**
 * Accounts in the composition root (issue 5): the SQL stores, the scrypt hasher, random tokens,
 * the Google ID-token verifier and the mailer bound to the account use-cases.
 */
import type { Container } from 'inversify';
import {
  ActivateAccount,
  AnonymiseDeletedAccounts,
  ChangePassword,
  CreateSession,
  DeleteAccount,
  ForgetExpiredPersonalData,
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
import { TOKENS, key, type Key, type AfterAnswer, type Clock, type RateLimits } from '@kerching/ports';
import { pino } from 'pino';
import { ACCOUNT_KEYS, JOB_KEYS } from '@kerching/application/services';
import type {
  GoogleIdTokenVerifier,
  IdGenerator,
  KnownDevices,
  LoginAttempts,
  MailRetention,
  Mailer,
  NewsletterSubscriptions,
  OneTimeTokens,
  PasswordHasher,
  Sessions,
  TokenGenerator,
  Users,
} from '@kerching/ports/accounts';
import { BackgroundWork } from '../jobs/backgroundWork';
import { SQL_CLIENT, bindKey } from './keys';
import {
  HmacKnownDevices,
  type GoogleVerifierOptions,
  LocalGoogleIdTokenVerifier,
  SCRYPT_DEFAULTS,
  type ScryptParameters,
  ScryptPasswordHasher,
  newServerSecret,
} from '@kerching/adapters-node';

export interface AccountsOptions {
  /** Each site's public origin, for the links in emails (e.g. https://www.kerching.co.uk). */
  readonly siteOrigins: SiteOrigins;
  /** Google sign-in: our OAuth client ids and Google's key set (none configured: every token is refused). */
  readonly google: { readonly clientIds: ReadonlyArray<string>; readonly keys: GoogleVerifierOptions['keys'] };
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

const OUTBOX = key<SqlMailOutbox>('server.MailOutbox');
const LINKS = key<LinkMailing>('server.LinkMailing');
const LIMITING = key<RequestLimiting>('server.RequestLimiting');

/** Binds the account stores (SQL, the outbox as mailer unless one is given) and every account use-case. */
export const bindAccounts = (container: Container, options: AccountsOptions): void => {
  bindKey(container, TOKENS.Users).toResolvedValue((sql: SqlClient) => new SqlUsers(sql), [SQL_CLIENT]);
  bindKey(container, TOKENS.Sessions).toResolvedValue((sql: SqlClient) => new SqlSessions(sql), [SQL_CLIENT]);
  bindKey(container, TOKENS.OneTimeTokens).toResolvedValue((sql: SqlClient) => new SqlOneTimeTokens(sql), [SQL_CLIENT]);
  bindKey(container, TOKENS.LoginAttempts).toResolvedValue((sql: SqlClient) => new SqlLoginAttempts(sql), [SQL_CLIENT]);
  bindKey(container, TOKENS.NewsletterSubscriptions).toResolvedValue(
    (sql: SqlClient) => new SqlNewsletterSubscriptions(sql),
    [SQL_CLIENT],
  );
  bindKey(container, TOKENS.RateLimits).toResolvedValue((sql: SqlClient) => new SqlRateLimits(sql), [SQL_CLIENT]);
  // One outbox table: the mail store, the relay's queue and the retention job's view of it.
  bindKey(container, OUTBOX)
    .toResolvedValue((sql: SqlClient) => new SqlMailOutbox(sql), [SQL_CLIENT])
    .inSingletonScope();
  bindKey(container, TOKENS.MailOutbox).toService(OUTBOX);
  bindKey(container, TOKENS.MailRelayQueue).toService(OUTBOX);
  bindKey(container, TOKENS.MailRetention).toService(OUTBOX);
  const mailer = options.mailer;
  if (mailer === undefined) bindKey(container, TOKENS.Mailer).toService(OUTBOX);
  else bindKey(container, TOKENS.Mailer).toConstantValue(mailer);
  bindKey(container, TOKENS.PasswordHasher).toConstantValue(options.hasher ?? new ScryptPasswordHasher(options.scrypt));
  bindKey(container, TOKENS.AfterAnswer).toConstantValue(options.afterAnswer ?? new BackgroundWork(pino()));
  bindKey(container, TOKENS.KnownDevices).toConstantValue(new HmacKnownDevices(options.deviceSecret));
  bindKey(container, TOKENS.GoogleIdTokenVerifier).toResolvedValue(
    (clock: Clock) =>
      new LocalGoogleIdTokenVerifier({ clientIds: options.google.clientIds, keys: options.google.keys, clock }),
    [TOKENS.Clock],
  );
  bindKey(container, LINKS).toResolvedValue(
    (oneTimeTokens: OneTimeTokens, mailer: Mailer, tokens: TokenGenerator): LinkMailing => ({
      oneTimeTokens,
      mailer,
      tokens,
      siteOrigins: options.siteOrigins,
    }),
    [TOKENS.OneTimeTokens, TOKENS.Mailer, TOKENS.TokenGenerator],
  );
  bindKey(container, LIMITING).toResolvedValue(
    (rateLimits: RateLimits, afterAnswer: AfterAnswer): RequestLimiting => ({
      rateLimits,
      limits: options.requestLimits,
      afterAnswer,
    }),
    [TOKENS.RateLimits, TOKENS.AfterAnswer],
  );
  bindUseCases(container, options.siteOrigins);
};

const bindUseCases = (container: Container, siteOrigins: SiteOrigins): void => {
  const k = ACCOUNT_KEYS;
  bindKey(container, k.validateSession).toResolvedValue(
    (sessions: Sessions, users: Users, clock: Clock) => new ValidateSession(sessions, users, clock),
    [TOKENS.Sessions, TOKENS.Users, TOKENS.Clock],
  );
  bindKey(container, k.login).toResolvedValue(
    (
      users: Users,
      sessions: Sessions,
      attempts: LoginAttempts,
      hasher: PasswordHasher,
      tokens: TokenGenerator,
      devices: KnownDevices,
      clock: Clock,
    ) => new Login(users, sessions, attempts, hasher, tokens, devices, clock),
    [
      TOKENS.Users,
      TOKENS.Sessions,
      TOKENS.LoginAttempts,
      TOKENS.PasswordHasher,
      TOKENS.TokenGenerator,
      TOKENS.KnownDevices,
      TOKENS.Clock,
    ],
  );
  bindKey(container, k.logout).toResolvedValue(
    (sessions: Sessions, clock: Clock) => new Logout(sessions, clock),
    [TOKENS.Sessions, TOKENS.Clock],
  );
  bindKey(container, k.lookupAccount).toResolvedValue(
    (users: Users, limiting: RequestLimiting, clock: Clock) => new LookupAccount(users, limiting, clock),
    [TOKENS.Users, LIMITING, TOKENS.Clock],
  );
  bindKey(container, k.registerAccount).toResolvedValue(
    (
      users: Users,
      sessions: Sessions,
      hasher: PasswordHasher,
      ids: IdGenerator,
      links: LinkMailing,
      limiting: RequestLimiting,
      clock: Clock,
    ) => new RegisterAccount(users, sessions, hasher, ids, links, limiting, clock),
    [TOKENS.Users, TOKENS.Sessions, TOKENS.PasswordHasher, TOKENS.IdGenerator, LINKS, LIMITING, TOKENS.Clock],
  );
  bindKey(container, k.requestPasswordReset).toResolvedValue(
    (users: Users, links: LinkMailing, limiting: RequestLimiting, clock: Clock) =>
      new RequestPasswordReset(users, links, limiting, clock),
    [TOKENS.Users, LINKS, LIMITING, TOKENS.Clock],
  );
  bindKey(container, k.requestActivation).toResolvedValue(
    (users: Users, links: LinkMailing, limiting: RequestLimiting, clock: Clock) =>
      new RequestActivation(users, links, limiting, clock),
    [TOKENS.Users, LINKS, LIMITING, TOKENS.Clock],
  );
  const fromLink: [Key<Users>, Key<Sessions>, Key<OneTimeTokens>, Key<PasswordHasher>, Key<Clock>] = [
    TOKENS.Users,
    TOKENS.Sessions,
    TOKENS.OneTimeTokens,
    TOKENS.PasswordHasher,
    TOKENS.Clock,
  ];
  bindKey(container, k.resetPassword).toResolvedValue(
    (users: Users, sessions: Sessions, oneTimeTokens: OneTimeTokens, hasher: PasswordHasher, clock: Clock) =>
      new ResetPassword({ users, sessions, oneTimeTokens, hasher, clock }),
    fromLink,
  );
  bindKey(container, k.activateAccount).toResolvedValue(
    (users: Users, sessions: Sessions, oneTimeTokens: OneTimeTokens, hasher: PasswordHasher, clock: Clock) =>
      new ActivateAccount({ users, sessions, oneTimeTokens, hasher, clock }),
    fromLink,
  );
  bindKey(container, k.changePassword).toResolvedValue(
    (
      validate: ValidateSession,
      users: Users,
      sessions: Sessions,
      attempts: LoginAttempts,
      hasher: PasswordHasher,
      mailer: Mailer,
      clock: Clock,
    ) => new ChangePassword(validate, users, sessions, attempts, hasher, mailer, siteOrigins, clock),
    [
      k.validateSession,
      TOKENS.Users,
      TOKENS.Sessions,
      TOKENS.LoginAttempts,
      TOKENS.PasswordHasher,
      TOKENS.Mailer,
      TOKENS.Clock,
    ],
  );
  bindKey(container, k.getProfile).toResolvedValue(
    (validate: ValidateSession, newsletter: NewsletterSubscriptions) => new GetProfile(validate, newsletter),
    [k.validateSession, TOKENS.NewsletterSubscriptions],
  );
  bindKey(container, k.updateProfile).toResolvedValue(
    (validate: ValidateSession, users: Users, newsletter: NewsletterSubscriptions, clock: Clock) =>
      new UpdateProfile(validate, users, newsletter, clock),
    [k.validateSession, TOKENS.Users, TOKENS.NewsletterSubscriptions, TOKENS.Clock],
  );
  bindKey(container, k.subscribeNewsletter).toResolvedValue(
    (newsletter: NewsletterSubscriptions, mailer: Mailer, tokens: TokenGenerator, clock: Clock) =>
      new SubscribeNewsletter(newsletter, mailer, tokens, siteOrigins, clock),
    [TOKENS.NewsletterSubscriptions, TOKENS.Mailer, TOKENS.TokenGenerator, TOKENS.Clock],
  );
  bindKey(container, k.unsubscribeNewsletter).toResolvedValue(
    (newsletter: NewsletterSubscriptions, validate: ValidateSession, clock: Clock) =>
      new UnsubscribeNewsletter(newsletter, validate, clock),
    [TOKENS.NewsletterSubscriptions, k.validateSession, TOKENS.Clock],
  );
  bindKey(container, k.deleteAccount).toResolvedValue(
    (
      validate: ValidateSession,
      users: Users,
      sessions: Sessions,
      hasher: PasswordHasher,
      mailer: Mailer,
      clock: Clock,
    ) => new DeleteAccount(validate, users, sessions, hasher, mailer, clock),
    [k.validateSession, TOKENS.Users, TOKENS.Sessions, TOKENS.PasswordHasher, TOKENS.Mailer, TOKENS.Clock],
  );
  bindKey(container, k.anonymiseDeletedAccounts).toResolvedValue(
    (users: Users, clock: Clock) => new AnonymiseDeletedAccounts(users, clock),
    [TOKENS.Users, TOKENS.Clock],
  );
  bindKey(container, k.signInWithGoogle).toResolvedValue(
    (
      google: GoogleIdTokenVerifier,
      users: Users,
      sessions: Sessions,
      ids: IdGenerator,
      tokens: TokenGenerator,
      clock: Clock,
    ) => new SignInWithGoogle(google, users, sessions, ids, tokens, clock),
    [
      TOKENS.GoogleIdTokenVerifier,
      TOKENS.Users,
      TOKENS.Sessions,
      TOKENS.IdGenerator,
      TOKENS.TokenGenerator,
      TOKENS.Clock,
    ],
  );
  bindKey(container, k.mailOutbox).toService(TOKENS.MailOutbox);
  bindKey(container, JOB_KEYS.forgetExpiredPersonalData).toResolvedValue(
    (attempts: LoginAttempts, retention: MailRetention, clock: Clock) =>
      new ForgetExpiredPersonalData(attempts, retention, clock),
    [TOKENS.LoginAttempts, TOKENS.MailRetention, TOKENS.Clock],
  );
  bindKey(container, k.migrateToken).toResolvedValue(
    (oneTimeTokens: OneTimeTokens, tokens: TokenGenerator, clock: Clock) =>
      new MigrateToken(oneTimeTokens, tokens, clock),
    [TOKENS.OneTimeTokens, TOKENS.TokenGenerator, TOKENS.Clock],
  );
  bindKey(container, k.createSession).toResolvedValue(
    (validate: ValidateSession, sessions: Sessions, tokens: TokenGenerator, clock: Clock) =>
      new CreateSession(validate, sessions, tokens, clock),
    [k.validateSession, TOKENS.Sessions, TOKENS.TokenGenerator, TOKENS.Clock],
  );
};
