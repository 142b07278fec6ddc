/**
 * In-memory fakes of the account ports (STYLE.md §6), sharing one store so that, as in SQL,
 * anonymising an account also removes its sessions, tokens and subscriptions. Each fake keeps the
 * port's promises (unique emails, single-use tokens, idempotent revocation) so that use-case tests
 * say something true about the SQL adapters too, whose contract tests check the same promises.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { Eq as stringEq } from 'fp-ts/string';
import {
  type Account,
  type AccountError,
  type AnonymisedIdentity,
  type GoogleIdentity,
  type LoginHistory,
  NOT_DELETED,
  type NewsletterSubscription,
  type NormalisedEmail,
  type OneTimeTokenPurpose,
  type OneTimeTokenRecord,
  type ProfileUpdate,
  type Session,
  type SessionId,
  type ThrottleDecision,
  type ThrottleRefusal,
  type UserId,
  accountError,
  checkOneTimeToken,
  isUsable,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type {
  GoogleIdTokenVerifier,
  IdGenerator,
  KnownDevices,
  LoginAttemptKey,
  LoginAttempts,
  MailOutbox,
  MailRetention,
  Mailer,
  NewAccount,
  NewsletterSubscriptions,
  OneTimeTokens,
  OutboxMail,
  OutgoingMail,
  PasswordHasher,
  ReservedAttempt,
  Sessions,
  TokenGenerator,
  Users,
} from '@kerching/ports/accounts';

interface StoredUser {
  account: Account;
  passwordHash: O.Option<string>;
}

interface StoredToken {
  token: string;
  record: OneTimeTokenRecord;
}

interface StoredSubscription {
  subscription: NewsletterSubscription;
  unsubscribedAt: O.Option<number>;
}

/** A sign-in attempt as stored: `succeeded` none while its password is being checked. */
export interface StoredAttempt {
  readonly id: string;
  readonly email: NormalisedEmail;
  readonly address: string;
  readonly device: O.Option<string>;
  readonly at: number;
  succeeded: O.Option<boolean>;
}

/** Everything the fakes hold, open to assertions. */
export class InMemoryAccountStore {
  readonly users = new Map<UserId, StoredUser>();
  readonly sessions = new Map<SessionId, Session>();
  readonly tokens: StoredToken[] = [];
  readonly attempts: StoredAttempt[] = [];
  readonly outbox: OutboxMail[] = [];
  readonly subscriptions: StoredSubscription[] = [];
  /** Set to make every call of these ports fail (ACCOUNT.UNAVAILABLE). */
  failing = new Set<string>();
}

const unavailable = (port: string): AccountError => accountError('ACCOUNT.UNAVAILABLE', `${port} is down`);

const guarded =
  (store: InMemoryAccountStore, port: string) =>
  <A>(work: () => E.Either<AccountError, A>): TE.TaskEither<AccountError, A> =>
    store.failing.has(port) ? TE.left(unavailable(port)) : TE.fromEither(work());

const ok = <A>(value: A): E.Either<AccountError, A> => E.right(value);

export class InMemoryUsers implements Users {
  private readonly run: ReturnType<typeof guarded>;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'users');
  }

  private find(predicate: (account: Account) => boolean): O.Option<Account> {
    return O.fromNullable([...this.store.users.values()].find((u) => predicate(u.account))?.account);
  }

  private update(id: UserId, change: (user: StoredUser) => StoredUser): E.Either<AccountError, Account> {
    const user = this.store.users.get(id);
    if (user === undefined || !isUsable(user.account.deletion)) {
      return E.left(accountError('ACCOUNT.NOT_FOUND', 'no such account'));
    }
    const next = change(user);
    this.store.users.set(id, next);
    return E.right(next.account);
  }

  byId(id: UserId) {
    return this.run(() => ok(O.fromNullable(this.store.users.get(id)?.account)));
  }
  byEmail(email: NormalisedEmail) {
    return this.run(() => ok(this.find((a) => a.email === email)));
  }
  byGoogleSubject(subject: string) {
    return this.run(() => ok(this.find((a) => O.exists((s: string) => s === subject)(a.googleSubject))));
  }
  create(account: NewAccount) {
    return this.run(() => {
      if (O.isSome(this.find((a) => a.email === account.email))) {
        return E.left(accountError('ACCOUNT.EMAIL_TAKEN', 'email taken'));
      }
      const created: Account = {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        customerToken: account.customerToken,
        vipUser: false,
        hasPassword: O.isSome(account.passwordHash),
        hasAddress: false,
        isFacebook: false,
        googleSubject: account.googleSubject,
        lockedAt: O.none,
        registeredVia: account.registeredVia,
        origin: account.origin,
        createdAt: account.createdAt,
        deletion: NOT_DELETED,
      };
      this.store.users.set(account.id, { account: created, passwordHash: account.passwordHash });
      return E.right(created);
    });
  }
  passwordHash(id: UserId) {
    return this.run(() => ok(O.flatten(O.fromNullable(this.store.users.get(id)?.passwordHash))));
  }
  setPassword(id: UserId, passwordHash: string) {
    return this.run(() =>
      E.map(() => undefined)(
        this.update(id, (u) => ({
          account: { ...u.account, hasPassword: true, lockedAt: O.none },
          passwordHash: O.some(passwordHash),
        })),
      ),
    );
  }
  updateProfile(id: UserId, update: ProfileUpdate) {
    return this.run(() => this.update(id, (u) => ({ ...u, account: { ...u.account, ...update } })));
  }
  markLocked(id: UserId, now: number) {
    return this.run(() =>
      E.map(() => undefined)(
        this.update(id, (u) => ({
          ...u,
          account: { ...u.account, lockedAt: O.isSome(u.account.lockedAt) ? u.account.lockedAt : O.some(now) },
        })),
      ),
    );
  }
  linkGoogle(id: UserId, subject: string) {
    return this.run(() =>
      O.isSome(this.find((a) => O.exists((s: string) => s === subject)(a.googleSubject) && a.id !== id))
        ? E.left(accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'subject linked elsewhere'))
        : this.update(id, (u) => ({ ...u, account: { ...u.account, googleSubject: O.some(subject) } })),
    );
  }
  startDeletion(id: UserId, now: number) {
    return this.run(() => {
      const user = this.store.users.get(id);
      if (user === undefined || user.account.deletion.kind === 'anonymised') {
        return E.left(accountError('ACCOUNT.NOT_FOUND', 'no such account'));
      }
      if (user.account.deletion.kind === 'initiated') return E.right(user.account);
      const account: Account = { ...user.account, deletion: { kind: 'initiated', requestedAt: now } };
      this.store.users.set(id, { ...user, account });
      return E.right(account);
    });
  }
  awaitingAnonymisation(limit: number) {
    return this.run(() =>
      ok(
        [...this.store.users.values()]
          .flatMap(({ account: a }) =>
            a.deletion.kind === 'initiated' ? [[a.id, a.deletion.requestedAt] as const] : [],
          )
          .sort((x, y) => x[1] - y[1])
          .slice(0, limit)
          .map(([id]) => id),
      ),
    );
  }
  anonymise(id: UserId, identity: AnonymisedIdentity, now: number) {
    return this.run(() => {
      const user = this.store.users.get(id);
      if (user === undefined || user.account.deletion.kind !== 'initiated') return ok(false);
      const { requestedAt } = user.account.deletion;
      const oldEmail = user.account.email;
      this.store.users.set(id, {
        passwordHash: O.none,
        account: {
          ...user.account,
          ...identity,
          hasPassword: false,
          googleSubject: O.none,
          isFacebook: false,
          origin: O.none,
          deletion: { kind: 'anonymised', requestedAt, anonymisedAt: now },
        },
      });
      for (const [sid, session] of this.store.sessions) if (session.userId === id) this.store.sessions.delete(sid);
      removeWhere(this.store.tokens, (t) => t.record.userId === id);
      removeWhere(this.store.subscriptions, (s) => s.subscription.email === oldEmail);
      return ok(true);
    });
  }
}

const removeWhere = <A>(list: A[], predicate: (a: A) => boolean): void => {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const item = list[i];
    if (item !== undefined && predicate(item)) list.splice(i, 1);
  }
};

export class InMemorySessions implements Sessions {
  private readonly run: ReturnType<typeof guarded>;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'sessions');
  }
  create(session: Session) {
    return this.run(() => ok(void this.store.sessions.set(session.id, session)));
  }
  byId(id: SessionId) {
    return this.run(() => ok(O.fromNullable(this.store.sessions.get(id))));
  }
  touch(id: SessionId, now: number) {
    return this.run(() => {
      const session = this.store.sessions.get(id);
      if (session !== undefined && now > session.lastSeenAt)
        this.store.sessions.set(id, { ...session, lastSeenAt: now });
      return ok(undefined);
    });
  }
  revoke(id: SessionId, now: number) {
    return this.run(() => {
      const session = this.store.sessions.get(id);
      if (session !== undefined && O.isNone(session.revokedAt)) {
        this.store.sessions.set(id, { ...session, revokedAt: O.some(now) });
      }
      return ok(undefined);
    });
  }
  revokeAllForUser(userId: UserId, now: number, except: O.Option<SessionId>) {
    return this.run(() => {
      let ended = 0;
      for (const [id, session] of this.store.sessions) {
        const kept = O.exists((e: SessionId) => e === id)(except);
        if (session.userId === userId && O.isNone(session.revokedAt) && !kept) {
          this.store.sessions.set(id, { ...session, revokedAt: O.some(now) });
          ended += 1;
        }
      }
      return ok(ended);
    });
  }
}

export class InMemoryOneTimeTokens implements OneTimeTokens {
  private readonly run: ReturnType<typeof guarded>;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'tokens');
  }
  issue(token: string, record: OneTimeTokenRecord) {
    return this.run(() => {
      removeWhere(
        this.store.tokens,
        (t) => t.record.userId === record.userId && t.record.purpose === record.purpose && O.isNone(t.record.usedAt),
      );
      this.store.tokens.push({ token, record });
      return ok(undefined);
    });
  }
  consume(token: string, purpose: OneTimeTokenPurpose, now: number) {
    return this.run(() => {
      const stored = this.store.tokens.find((t) => t.token === token);
      const checked = checkOneTimeToken(O.fromNullable(stored?.record), purpose, now);
      if (E.isRight(checked) && stored !== undefined) stored.record = { ...stored.record, usedAt: O.some(now) };
      return checked;
    });
  }
}

export class InMemoryLoginAttempts implements LoginAttempts {
  private readonly run: ReturnType<typeof guarded>;
  private nextId = 0;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'attempts');
  }
  private add(attempt: Omit<StoredAttempt, 'id'>): StoredAttempt {
    this.nextId += 1;
    const stored = { ...attempt, id: `attempt-${this.nextId}` };
    this.store.attempts.push(stored);
    return stored;
  }
  /** Single-threaded: reading and storing happen in one step, as the SQL adapter's lock makes them. */
  reserve(key: LoginAttemptKey, at: number, since: number, admit: (history: LoginHistory) => ThrottleDecision) {
    return this.run((): E.Either<AccountError, E.Either<ThrottleRefusal, ReservedAttempt>> => {
      const recent = this.store.attempts.filter((a) => a.at >= since);
      const history: LoginHistory = {
        byAccount: recent
          .filter((a) => a.email === key.email && O.getEq(stringEq).equals(a.device, key.device))
          .map(plainAttempt),
        byAddress: recent.filter((a) => a.address === key.address).map(plainAttempt),
      };
      const decision = admit(history);
      if (!decision.allowed) return ok(E.left(decision));
      const stored = this.add({ ...key, at, succeeded: O.none });
      return ok(E.right({ id: stored.id, history }));
    });
  }
  settle(id: string, succeeded: boolean) {
    return this.run(() => {
      for (const attempt of this.store.attempts) if (attempt.id === id) attempt.succeeded = O.some(succeeded);
      return ok(undefined);
    });
  }
  release(id: string) {
    return this.run(() => ok(void removeWhere(this.store.attempts, (a) => a.id === id)));
  }
  forgetBefore(before: number) {
    return this.run(() => {
      const count = this.store.attempts.length;
      removeWhere(this.store.attempts, (a) => a.at < before);
      return ok(count - this.store.attempts.length);
    });
  }
}

/** An attempt as the rules read it: one whose password is still being checked counts as a failure. */
const plainAttempt = (a: StoredAttempt) => ({ at: a.at, succeeded: O.getOrElse(() => false)(a.succeeded) });

/** Signs device cookies with a readable fake signature: `device|email|signed`. */
export class FakeKnownDevices implements KnownDevices {
  recognise(cookie: string, email: NormalisedEmail) {
    const [device, signedEmail, mark] = cookie.split('|');
    return device !== undefined && signedEmail === email && mark === 'signed' ? O.some(device) : O.none;
  }
  vouch(device: string, email: NormalisedEmail) {
    return `${device}|${email}|signed`;
  }
}

export class InMemoryMailer implements Mailer, MailOutbox, MailRetention {
  private readonly run: ReturnType<typeof guarded>;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'mailer');
  }
  send(mail: OutgoingMail) {
    return this.run(() => ok(void this.store.outbox.push({ ...mail, id: `mail-${this.store.outbox.length + 1}` })));
  }
  recent(limit: number, to: O.Option<NormalisedEmail>) {
    return this.run(() =>
      ok(
        [...this.store.outbox]
          .reverse()
          .filter((m) => O.isNone(to) || m.to === to.value)
          .slice(0, limit),
      ),
    );
  }
  forgetQueuedBefore(before: number) {
    return this.run(() => {
      const count = this.store.outbox.length;
      removeWhere(this.store.outbox, (m) => m.queuedAt < before);
      return ok(count - this.store.outbox.length);
    });
  }
}

export class InMemoryNewsletter implements NewsletterSubscriptions {
  private readonly run: ReturnType<typeof guarded>;
  constructor(private readonly store: InMemoryAccountStore) {
    this.run = guarded(store, 'newsletter');
  }
  private find(site: SiteKey, email: NormalisedEmail): StoredSubscription | undefined {
    return this.store.subscriptions.find((s) => s.subscription.site === site && s.subscription.email === email);
  }
  subscribe(subscription: NewsletterSubscription) {
    return this.run(() => {
      const existing = this.find(subscription.site, subscription.email);
      if (existing === undefined) {
        this.store.subscriptions.push({ subscription, unsubscribedAt: O.none });
        return ok(subscription);
      }
      existing.subscription = {
        ...subscription,
        unsubscribeToken: existing.subscription.unsubscribeToken,
        subscribedAt: O.isNone(existing.unsubscribedAt)
          ? existing.subscription.subscribedAt
          : subscription.subscribedAt,
      };
      existing.unsubscribedAt = O.none;
      return ok(existing.subscription);
    });
  }
  bySiteAndEmail(site: SiteKey, email: NormalisedEmail) {
    return this.run(() => {
      const found = this.find(site, email);
      return ok(found !== undefined && O.isNone(found.unsubscribedAt) ? O.some(found.subscription) : O.none);
    });
  }
  unsubscribe(token: string, now: number) {
    return this.run(() => {
      const found = this.store.subscriptions.find((s) => s.subscription.unsubscribeToken === token);
      if (found === undefined) return ok(O.none);
      if (O.isNone(found.unsubscribedAt)) found.unsubscribedAt = O.some(now);
      return ok(O.some(found.subscription));
    });
  }
}

/** Not a real hash: `fake:` + the password; a hash starting `old:` asks for a rehash. */
export class FakePasswordHasher implements PasswordHasher {
  readonly verified: string[] = [];
  hash(password: string) {
    return TE.right(`fake:${password}`);
  }
  verify(password: string, passwordHash: string) {
    this.verified.push(passwordHash);
    return TE.right(passwordHash === `fake:${password}` || passwordHash === `old:${password}`);
  }
  needsRehash(passwordHash: string) {
    return passwordHash.startsWith('old:');
  }
}

export class SequentialIds implements IdGenerator {
  private next = 0;
  newId() {
    this.next += 1;
    return `user-${this.next}`;
  }
}

/** Well-formed (43 base64url characters), predictable tokens: token000...0001, token000...0002. */
export class SequentialTokens implements TokenGenerator {
  private next = 0;
  newToken() {
    this.next += 1;
    return `token${String(this.next).padStart(38, '0')}`;
  }
}

export class FakeGoogleVerifier implements GoogleIdTokenVerifier {
  constructor(private readonly identities: ReadonlyMap<string, GoogleIdentity>) {}
  verify(idToken: string) {
    const identity = this.identities.get(idToken);
    return identity === undefined
      ? TE.left(accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'unknown test token'))
      : TE.right(identity);
  }
}

export class MutableClock implements Clock {
  constructor(private at: number) {}
  now() {
    return new Date(this.at);
  }
  advance(ms: number) {
    this.at += ms;
  }
}
