import { describe, expect, it } from 'vitest';
import { ACCOUNT_REQUEST_LIMITS, recipientMailLimit, scaledRequestLimits, tooManyRequests } from '../account';
import { firstRefusal, rateVerdict, rateWindow, retryAfterSeconds } from './rateLimit';

const MINUTE = 60_000;
const tenAMinute = { limit: 10, windowMs: MINUTE };

describe('request limits', () => {
  it('a window starts at a multiple of its length and holds now', () => {
    expect(rateWindow(tenAMinute, 90_000)).toEqual({ startsAt: 60_000, endsAt: 120_000 });
    expect(rateWindow(tenAMinute, 120_000)).toEqual({ startsAt: 120_000, endsAt: 180_000 });
  });

  it('the 10th lookup of a minute is allowed, the 11th waits until the minute ends', () => {
    expect(rateVerdict(tenAMinute, 10, 90_000)).toEqual({ allowed: true, remaining: 0 });
    expect(rateVerdict(tenAMinute, 11, 90_000)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    expect(retryAfterSeconds(30_000)).toBe(30);
    expect(retryAfterSeconds(1)).toBe(1);
  });

  it('of several limits, the first that refuses decides', () => {
    const refused = { allowed: false, retryAfterMs: 5 } as const;
    expect(firstRefusal([{ allowed: true, remaining: 3 }, refused])).toEqual(refused);
    expect(firstRefusal([{ allowed: true, remaining: 3 }])).toEqual({ allowed: true, remaining: 3 });
  });

  it('the account limits: 10 lookups a minute, 10 registrations an hour, 3 reset mails an hour', () => {
    expect(ACCOUNT_REQUEST_LIMITS.lookupsPerAddress).toEqual(tenAMinute);
    expect(ACCOUNT_REQUEST_LIMITS.lookupsPerBrowser).toEqual(tenAMinute);
    expect(ACCOUNT_REQUEST_LIMITS.registrationsPerAddress).toEqual({ limit: 10, windowMs: 60 * MINUTE });
    expect(recipientMailLimit(ACCOUNT_REQUEST_LIMITS, 'password_reset')).toEqual({ limit: 3, windowMs: 60 * MINUTE });
    expect(scaledRequestLimits(ACCOUNT_REQUEST_LIMITS, 100).lookupsPerAddress.limit).toBe(1000);
    expect(tooManyRequests(30)).toBe('Too many requests. Please wait 1 minute and try again.');
  });
});
