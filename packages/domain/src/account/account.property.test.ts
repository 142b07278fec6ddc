import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { authoriseOwnAccount } from './authorisation';
import { type DeletionState, NOT_DELETED, initiateDeletion } from './deletion';
import { normaliseEmail } from './email';
import { EMAIL_CHECK_RESULTS, checkEmail, isOneEditApart } from './emailCheck';
import { KNOWN_PROVIDER_DOMAINS } from './emailDomains';
import { NO_ACCOUNT, loginFlow } from './lookup';
import {
  LOGIN_ATTEMPT_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  type LoginAttempt,
  consecutiveFailures,
  loginThrottle,
  reachesLockout,
} from './loginAttempts';
import { checkOneTimeToken, issueOneTimeToken } from './oneTimeToken';
import { PASSWORD_MAX_LENGTH, passwordPolicy } from './password';
import { isSessionValid, sessionTimeouts, startSession } from './session';
import { AN_ACCOUNT_NOW as now, aSession } from './testing';

const DAY = 86_400_000;

describe('account properties', () => {
  it('property: normalising is idempotent and ignores case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t '), (email, pad) => {
        const once = normaliseEmail(email);
        expect(normaliseEmail(once)).toBe(once);
        expect(normaliseEmail(`${pad}${email.toUpperCase()}${pad}`)).toBe(normaliseEmail(email));
      }),
    );
  });

  it('property: a password is accepted exactly when it has 6 to 1024 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1100 }), (password) => {
        const length = [...password].length;
        expect(E.isRight(passwordPolicy(password))).toBe(length >= 6 && length <= PASSWORD_MAX_LENGTH);
      }),
    );
  });

  it('property: one edit away is symmetric and holds after any single edit', () => {
    const edited = fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), fc.constantFrom('insert', 'delete', 'replace'))
      .map(([word, at, how]) => {
        const i = at % word.length;
        const other = word[i] === 'x' ? 'y' : 'x';
        const changed =
          how === 'insert'
            ? `${word.slice(0, i)}${other}${word.slice(i)}`
            : how === 'delete'
              ? `${word.slice(0, i)}${word.slice(i + 1)}`
              : `${word.slice(0, i)}${other}${word.slice(i + 1)}`;
        return [word, changed] as const;
      });
    fc.assert(
      fc.property(edited, ([word, changed]) => {
        expect(isOneEditApart(word, changed)).toBe(true);
        expect(isOneEditApart(changed, word)).toBe(true);
        expect(isOneEditApart(word, word)).toBe(false);
      }),
    );
  });

  it('property: the email check always gives one of the four results; known providers are deliverable', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (text) => {
        expect(EMAIL_CHECK_RESULTS).toContain(checkEmail(text).result);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN_PROVIDER_DOMAINS), fc.stringMatching(/^[a-z]{3,10}$/), (domain, local) => {
        fc.pre(!['info', 'root', 'help', 'sales', 'admin', 'abuse', 'office', 'contact', 'billing'].includes(local));
        expect(checkEmail(`${local}@${domain}`).result).toBe('deliverable');
      }),
    );
  });

  it('property: a shopper obeying the answers never gets more than 5 failures in any 15 minutes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 * 60_000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        let at = now;
        const history: LoginAttempt[] = [];
        for (const gap of gaps) {
          at += gap;
          if (loginThrottle({ byAccount: history, byAddress: history }, at).allowed) {
            history.push({ at, succeeded: false });
          }
        }
        for (const attempt of history) {
          const inWindow = history.filter((a) => a.at <= attempt.at && attempt.at - a.at < LOGIN_ATTEMPT_WINDOW_MS);
          expect(inWindow.length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
        }
      }),
    );
  });

  it('property: a refusal always says to wait between 1 ms and 15 minutes, and waiting that long is enough', () => {
    const attempt = fc.record({ at: fc.integer({ min: now - 20 * 60_000, max: now }), succeeded: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(attempt, { maxLength: 30 }),
        fc.array(attempt, { maxLength: 40 }),
        (byAccount, byAddress) => {
          const decision = loginThrottle({ byAccount, byAddress }, now);
          if (decision.allowed) return;
          expect(decision.retryAfterMs).toBeGreaterThanOrEqual(1);
          expect(decision.retryAfterMs).toBeLessThanOrEqual(LOGIN_ATTEMPT_WINDOW_MS);
          expect(loginThrottle({ byAccount, byAddress }, now + LOGIN_ATTEMPT_WINDOW_MS).allowed).toBe(true);
        },
      ),
    );
  });

  it('property: another failure never unlocks; a success always does', () => {
    const attempt = fc.record({ at: fc.integer({ min: now - DAY + 1, max: now }), succeeded: fc.boolean() });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (history) => {
        const withFailure = [...history, { at: now, succeeded: false }];
        expect(consecutiveFailures(withFailure, now)).toBe(consecutiveFailures(history, now) + 1);
        if (reachesLockout(history, now)) expect(reachesLockout(withFailure, now)).toBe(true);
        expect(reachesLockout([...history, { at: now + 1, succeeded: true }], now + 1)).toBe(false);
      }),
    );
  });

  it('property: a session is valid exactly before it expires, unless ended', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(400 * DAY), fc.nat(400 * DAY), (rememberMe, seenAfter, checkAfter) => {
        const session = { ...startSession('sid', 'u', rememberMe, now), lastSeenAt: now + seenAfter };
        const at = now + seenAfter + checkAfter;
        const { idleMs, absoluteMs } = sessionTimeouts(rememberMe);
        const expiresAt = Math.min(session.lastSeenAt + idleMs, session.createdAt + absoluteMs);
        expect(isSessionValid(session, at)).toBe(at < expiresAt);
        expect(isSessionValid({ ...session, revokedAt: O.some(now) }, at)).toBe(false);
      }),
    );
  });

  it('property: a one-time token works only inside its lifetime, and never twice', () => {
    fc.assert(
      fc.property(fc.constantFrom('password_reset', 'activation'), fc.nat(10 * DAY), (purpose, after) => {
        const record = issueOneTimeToken(purpose, 'u', now);
        const usable = checkOneTimeToken(O.some(record), purpose, now + after);
        expect(E.isRight(usable)).toBe(now + after < record.expiresAt);
        expect(E.isRight(checkOneTimeToken(O.some({ ...record, usedAt: O.some(now) }), purpose, now + after))).toBe(
          false,
        );
      }),
    );
  });

  it('property: deletion follows its model (active -> initiated; anonymised by the job) and repeats harmlessly', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('initiate', 'unconfirmed', 'anonymise'), { maxLength: 12 }), (steps) => {
        let state: DeletionState = NOT_DELETED;
        let model: DeletionState['kind'] = 'active';
        let at = now;
        for (const step of steps) {
          at += 1000;
          const before: DeletionState = state;
          // The anonymisation job's step (done in SQL by the Users adapter): initiated -> anonymised.
          const next: E.Either<unknown, DeletionState> =
            step === 'anonymise'
              ? state.kind === 'initiated'
                ? E.right({ kind: 'anonymised', requestedAt: state.requestedAt, anonymisedAt: at })
                : E.right(state)
              : initiateDeletion(state, step === 'initiate', at);
          if (E.isRight(next)) state = next.right;
          if (step === 'initiate' && model === 'active') model = 'initiated';
          else if (step === 'anonymise' && model === 'initiated') model = 'anonymised';
          expect(state.kind).toBe(model);
          if (before.kind === state.kind) expect(state).toEqual(before);
        }
      }),
    );
  });

  it("property: only the session's own user is authorised; the flow for no account is always register", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), fc.boolean(), (user, target, confirm) => {
        const result = authoriseOwnAccount(aSession({ userId: user }), O.fromNullable(target));
        expect(E.isRight(result)).toBe(target === undefined || target === user);
        expect(loginFlow(NO_ACCOUNT, confirm)).toBe('register');
      }),
    );
  });
});
