/**
 * The driven ports of accounts (issue 5). Small on purpose: one port per collection or capability
 * the core needs, a handful of methods each. Times are epoch milliseconds, passed in by the
 * use-cases (which read the Clock); "absent" is Option; failures are AccountError values, a store
 * that fails gives ACCOUNT.UNAVAILABLE.
 *
 * Secrets: session ids and one-time tokens are bearer secrets, so stores keep only their SHA-256
 * hash and look them up by it; password hashes never leave Users.passwordHash.
 */
import type * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type {
  Account,
  AccountError,
  AccountOrigin,
  AnonymisedIdentity,
  GoogleIdentity,
  LoginHistory,
  MailContent,
  NewsletterSubscription,
  NormalisedEmail,
  OneTimeTokenPurpose,
  OneTimeTokenRecord,
  ProfileUpdate,
  Session,
  SessionId,
  ThrottleDecision,
  ThrottleRefusal,
  UserId,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';

export interface NewAccount {
  readonly id: UserId;
  readonly email: NormalisedEmail;
  readonly firstName: string;
  readonly lastName: string;
  readonly customerToken: string;
  readonly passwordHash: O.Option<string>;
  readonly googleSubject: O.Option<string>;
  readonly registeredVia: AccountOrigin;
  readonly origin: O.Option<string>;
  readonly createdAt: number;
}

/** The accounts. Emails are unique whatever their case; an anonymised account keeps its id. */
export interface Users {
  byId(id: UserId): TE.TaskEither<AccountError, O.Option<Account>>;
  byEmail(email: NormalisedEmail): TE.TaskEither<AccountError, O.Option<Account>>;
  byGoogleSubject(subject: string): TE.TaskEither<AccountError, O.Option<Account>>;
  /** ACCOUNT.EMAIL_TAKEN when the email already has an account: of concurrent creations, one wins. */
  create(account: NewAccount): TE.TaskEither<AccountError, Account>;
  /** The stored password hash; none when the account has no password (or does not exist). */
  passwordHash(id: UserId): TE.TaskEither<AccountError, O.Option<string>>;
  /** Sets the password hash; the account then has a password and is no longer locked. */
  setPassword(id: UserId, passwordHash: string, now: number): TE.TaskEither<AccountError, void>;
  /** ACCOUNT.NOT_FOUND when there is no usable account with this id. */
  updateProfile(id: UserId, update: ProfileUpdate, now: number): TE.TaskEither<AccountError, Account>;
  /** Locks the account (kept locked at the first lock time if already locked). */
  markLocked(id: UserId, now: number): TE.TaskEither<AccountError, void>;
  /** Links a Google subject; ACCOUNT.GOOGLE_TOKEN_INVALID if another account has it. */
  linkGoogle(id: UserId, subject: string, now: number): TE.TaskEither<AccountError, Account>;
  /** Starts the deletion (idempotent: the first request time is kept); ACCOUNT.NOT_FOUND if anonymised or absent. */
  startDeletion(id: UserId, now: number): TE.TaskEither<AccountError, Account>;
  /** Accounts whose deletion started and that are not anonymised yet, oldest request first. */
  awaitingAnonymisation(limit: number): TE.TaskEither<AccountError, ReadonlyArray<UserId>>;
  /**
   * Anonymises one account whose deletion started, in one atomic step: personal fields replaced by
   * `identity`, password and Google link removed, its sessions, one-time tokens and newsletter
   * subscriptions deleted. False when there was nothing to do (already anonymised, by another
   * process too, or never initiated).
   */
  anonymise(id: UserId, identity: AnonymisedIdentity, now: number): TE.TaskEither<AccountError, boolean>;
}

/** Sign-in sessions, looked up by id (stores keep its hash). */
export interface Sessions {
  create(session: Session): TE.TaskEither<AccountError, void>;
  byId(id: SessionId): TE.TaskEither<AccountError, O.Option<Session>>;
  /** Moves the last-seen time (never backwards). */
  touch(id: SessionId, now: number): TE.TaskEither<AccountError, void>;
  /** Ends one session (idempotent). */
  revoke(id: SessionId, now: number): TE.TaskEither<AccountError, void>;
  /** Ends every live session of the user but `except`; how many were ended. */
  revokeAllForUser(userId: UserId, now: number, except: O.Option<SessionId>): TE.TaskEither<AccountError, number>;
}

/** Single-use, expiring tokens (password reset, activation), stored as hashes. */
export interface OneTimeTokens {
  /** Stores a new token; the user's earlier unused tokens of the same purpose stop working. */
  issue(token: string, record: OneTimeTokenRecord): TE.TaskEither<AccountError, void>;
  /**
   * Uses the token, atomically: of concurrent uses exactly one succeeds. ACCOUNT.TOKEN_INVALID when
   * unknown or for another purpose, ACCOUNT.TOKEN_USED when used, ACCOUNT.TOKEN_EXPIRED when late.
   */
  consume(token: string, purpose: OneTimeTokenPurpose, now: number): TE.TaskEither<AccountError, OneTimeTokenRecord>;
}

/** Whose attempts one sign-in is counted with (issue 40). */
export interface LoginAttemptKey {
  readonly email: NormalisedEmail;
  /** The client address (IP). */
  readonly address: string;
  /**
   * The known device the attempt comes from (its id from the signed device cookie): its history is
   * its own attempts for the email. None for an unknown device: every unknown device's attempts for
   * the email, and the attempts from the address.
   */
  readonly device: O.Option<string>;
}

/** An attempt that holds a slot under the limit: its password may be checked. */
export interface ReservedAttempt {
  readonly id: string;
  /** The history before this attempt. */
  readonly history: LoginHistory;
}

/** The sign-in attempts the rate limit and the lockout read. */
export interface LoginAttempts {
  /**
   * Counts a sign-in attempt before its password is checked, ATOMICALLY: reads the key's history
   * since `since`, asks `admit`, and when it allows, stores the attempt (counted as a failure until
   * settled), all under one lock per email and per address, so of concurrent attempts only as many
   * as the limit allows are admitted. A refusal is answered as it is and stores nothing.
   */
  reserve(
    key: LoginAttemptKey,
    at: number,
    since: number,
    admit: (history: LoginHistory) => ThrottleDecision,
  ): TE.TaskEither<AccountError, E.Either<ThrottleRefusal, ReservedAttempt>>;
  /** The reserved attempt's outcome, once its password is checked. */
  settle(id: string, succeeded: boolean): TE.TaskEither<AccountError, void>;
  /** Forgets a reserved attempt that was answered without checking the password (a locked account). */
  release(id: string): TE.TaskEither<AccountError, void>;
  /** Deletes attempts older than `before` (they hold addresses: personal data); how many. */
  forgetBefore(before: number): TE.TaskEither<AccountError, number>;
}

export interface OutgoingMail extends MailContent {
  readonly site: SiteKey;
  readonly to: NormalisedEmail;
  readonly queuedAt: number;
}

/** Sends email: by default into an outbox table (shown at /dev/mailbox locally), by SMTP when configured. */
export interface Mailer {
  send(mail: OutgoingMail): TE.TaskEither<AccountError, void>;
}

export interface OutboxMail extends OutgoingMail {
  readonly id: string;
}

/** Reads the outbox (the local /dev/mailbox page, and tests that follow an emailed link). */
export interface MailOutbox {
  /** Newest first; only mail to `to` when given. */
  recent(limit: number, to: O.Option<NormalisedEmail>): TE.TaskEither<AccountError, ReadonlyArray<OutboxMail>>;
}

/** The outbox as the retention job sees it (domain `retentionCutoffs`). */
export interface MailRetention {
  /** Deletes mail queued before `before`, sent or not; how many. */
  forgetQueuedBefore(before: number): TE.TaskEither<AccountError, number>;
}

/**
 * The outbox seen by the relay that sends it by SMTP. `claim` hands out unsent mail under a lease
 * that no other relay can take until it ends, so several processes never send one mail twice at
 * once; mail whose send failed comes back once its lease ends, until `maxAttempts` tries.
 */
export interface MailRelayQueue {
  claim(
    limit: number,
    now: number,
    leaseUntil: number,
    maxAttempts: number,
  ): TE.TaskEither<AccountError, ReadonlyArray<OutboxMail>>;
  markSent(id: string, at: number): TE.TaskEither<AccountError, void>;
}

/** Delivers one mail to its recipient (SMTP). */
export interface MailTransport {
  deliver(mail: OutboxMail): TE.TaskEither<AccountError, void>;
}

/** A memory-hard password hash whose text carries its parameters. */
export interface PasswordHasher {
  hash(password: string): TE.TaskEither<AccountError, string>;
  /** Constant-time comparison; false (not an error) for a malformed hash. */
  verify(password: string, passwordHash: string): TE.TaskEither<AccountError, boolean>;
  /** The hash was made with weaker parameters than today's: rehash at the next successful sign-in. */
  needsRehash(passwordHash: string): boolean;
}

/**
 * Signed device cookies (issue 40, OWASP "device cookies"): the proof that a browser signed in to an
 * account before. The cookie names a device id and the email, signed with a server secret.
 */
export interface KnownDevices {
  /** The device id `cookie` vouches for with `email`; none when forged, malformed or for another email. */
  recognise(cookie: string, email: NormalisedEmail): O.Option<string>;
  /** A cookie value vouching that `device` signed in to `email`. */
  vouch(device: string, email: NormalisedEmail): string;
}

/** Random ids for new records (user ids). */
export interface IdGenerator {
  newId(): string;
}

/** Random secrets of at least 128 bits, URL-safe (session ids, one-time tokens, customer tokens). */
export interface TokenGenerator {
  newToken(): string;
}

/**
 * Verifies a Google ID token (signature, issuer, audience, expiry) and gives its identity.
 * ACCOUNT.GOOGLE_TOKEN_INVALID for a bad token; ACCOUNT.LOGIN_FAILED when the check itself failed.
 */
export interface GoogleIdTokenVerifier {
  verify(idToken: string): TE.TaskEither<AccountError, GoogleIdentity>;
}

/** Newsletter subscriptions, one per site and email. */
export interface NewsletterSubscriptions {
  /**
   * Subscribes, or updates the location of (and revives) the subscription of this site and email,
   * which keeps its first unsubscribe token. Gives the subscription as stored.
   */
  subscribe(subscription: NewsletterSubscription): TE.TaskEither<AccountError, NewsletterSubscription>;
  /** The live subscription of this site and email. */
  bySiteAndEmail(site: SiteKey, email: NormalisedEmail): TE.TaskEither<AccountError, O.Option<NewsletterSubscription>>;
  /** Ends the subscription with this token (idempotent); none when no subscription has the token. */
  unsubscribe(token: string, now: number): TE.TaskEither<AccountError, O.Option<NewsletterSubscription>>;
}
