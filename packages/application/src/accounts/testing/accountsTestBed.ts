/** Every account use-case wired to the in-memory fakes, with a fixed, movable clock. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { AN_ACCOUNT_NOW } from '@kerching/domain/account/testing';
import type { GoogleIdentity } from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import { ActivateAccount } from '../activateAccount';
import { AnonymiseDeletedAccounts } from '../anonymiseDeletedAccounts';
import { ChangePassword } from '../changePassword';
import { DeleteAccount } from '../deleteAccount';
import { ForgetExpiredPersonalData } from '../forgetExpiredPersonalData';
import { GetProfile } from '../getProfile';
import { Login } from '../login';
import { Logout } from '../logout';
import { LookupAccount } from '../lookupAccount';
import { MigrateToken } from '../migrateToken';
import type { LinkMailing } from '../oneTimeLinks';
import { RegisterAccount } from '../registerAccount';
import { RequestActivation } from '../requestActivation';
import { RequestPasswordReset } from '../requestPasswordReset';
import { ResetPassword } from '../resetPassword';
import type { SignedIn } from '../signIn';
import { SignInWithGoogle } from '../signInWithGoogle';
import { SubscribeNewsletter } from '../subscribeNewsletter';
import { UnsubscribeNewsletter } from '../unsubscribeNewsletter';
import { UpdateProfile } from '../updateProfile';
import { ValidateSession } from '../validateSession';
import {
  FakeGoogleVerifier,
  FakePasswordHasher,
  InMemoryAccountStore,
  FakeKnownDevices,
  InMemoryLoginAttempts,
  InMemoryMailer,
  InMemoryNewsletter,
  InMemoryOneTimeTokens,
  InMemorySessions,
  InMemoryUsers,
  MutableClock,
  SequentialIds,
  SequentialTokens,
} from './inMemoryAccounts';
import { ACCOUNT_REQUEST_LIMITS } from '@kerching/domain/account';
import { InMemoryRateLimits, QueuedAfterAnswer } from '../../testing/inMemoryRateLimits';
import type { RequestLimiting } from '../requestLimiting';

export const SITE: SiteKey = 'kerching';
export const ORIGIN = 'https://www.kerching.test';
export const ADDRESS = '203.0.113.7';

export const accountsTestBed = (googleIdentities: ReadonlyMap<string, GoogleIdentity> = new Map()) => {
  const store = new InMemoryAccountStore();
  const clock = new MutableClock(AN_ACCOUNT_NOW);
  const users = new InMemoryUsers(store);
  const sessions = new InMemorySessions(store);
  const oneTimeTokens = new InMemoryOneTimeTokens(store);
  const attempts = new InMemoryLoginAttempts(store);
  const mailer = new InMemoryMailer(store);
  const newsletter = new InMemoryNewsletter(store);
  const hasher = new FakePasswordHasher();
  const ids = new SequentialIds();
  const tokens = new SequentialTokens();
  const devices = new FakeKnownDevices();
  const siteOrigins = () => ORIGIN;
  const links: LinkMailing = { oneTimeTokens, mailer, tokens, siteOrigins };
  const rateLimits = new InMemoryRateLimits();
  const afterAnswer = new QueuedAfterAnswer();
  const limiting: RequestLimiting = { rateLimits, limits: ACCOUNT_REQUEST_LIMITS, afterAnswer };
  const validateSession = new ValidateSession(sessions, users, clock);
  const fromLink = { users, sessions, oneTimeTokens, hasher, clock };
  const bed = {
    store,
    clock,
    hasher,
    devices,
    rateLimits,
    /** Mail and other work after the answer: `await bed.afterAnswer.settled()` runs it. */
    afterAnswer,
    ports: { users, sessions, oneTimeTokens, attempts, mailer, newsletter },
    validateSession,
    login: new Login(users, sessions, attempts, hasher, tokens, devices, clock),
    logout: new Logout(sessions, clock),
    lookupAccount: new LookupAccount(users, limiting, clock),
    register: new RegisterAccount(users, sessions, hasher, ids, links, limiting, clock),
    requestPasswordReset: new RequestPasswordReset(users, links, limiting, clock),
    requestActivation: new RequestActivation(users, links, limiting, clock),
    resetPassword: new ResetPassword(fromLink),
    activateAccount: new ActivateAccount(fromLink),
    changePassword: new ChangePassword(validateSession, users, sessions, attempts, hasher, mailer, siteOrigins, clock),
    getProfile: new GetProfile(validateSession, newsletter),
    updateProfile: new UpdateProfile(validateSession, users, newsletter, clock),
    subscribe: new SubscribeNewsletter(newsletter, mailer, tokens, siteOrigins, clock),
    unsubscribe: new UnsubscribeNewsletter(newsletter, validateSession, clock),
    deleteAccount: new DeleteAccount(validateSession, users, sessions, hasher, mailer, clock),
    anonymise: new AnonymiseDeletedAccounts(users, clock),
    forgetExpired: new ForgetExpiredPersonalData(attempts, mailer, clock),
    migrateToken: new MigrateToken(oneTimeTokens, tokens, clock),
    googleSignIn: new SignInWithGoogle(new FakeGoogleVerifier(googleIdentities), users, sessions, ids, tokens, clock),
  };
  return {
    ...bed,
    /** Registers (standard) and returns the signed-in session. */
    async registered(email = 'jane@example.co.uk', password = 'secret1'): Promise<SignedIn> {
      const outcome = await bed.register.execute({
        site: SITE,
        variant: 'standard',
        email,
        password,
        confirmation: password,
        rememberMe: false,
        previousSessionId: O.none,
        address: ADDRESS,
      })();
      if (E.isLeft(outcome) || O.isNone(outcome.right.signedIn)) throw new Error('registration failed');
      return outcome.right.signedIn.value;
    },
    /** Signs in; throws if it fails. */
    async signedIn(email = 'jane@example.co.uk', password = 'secret1', rememberMe = false): Promise<SignedIn> {
      const result = await bed.login.execute({
        email,
        password,
        rememberMe,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })();
      if (E.isLeft(result)) throw new Error(result.left.code);
      return result.right;
    },
    /** The token in the newest outbox email's link. */
    lastMailedToken(): string {
      const text = store.outbox.at(-1)?.text ?? '';
      const match = /token=([A-Za-z0-9_-]+)/.exec(text);
      if (match?.[1] === undefined) throw new Error('no token in the last email');
      return match[1];
    },
  };
};

export type AccountsTestBed = ReturnType<typeof accountsTestBed>;
