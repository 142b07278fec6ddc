/**
 * Refer a friend's calls over the real app, on PGlite and PostgreSQL: a shopper's code and stats, a
 * friend opening the link, joining at registration, the first order making the referral pending,
 * the 14-day window crediting the referrer's wallet (10 each, up to 200, even with two credit runs at
 * once), and every rule that says no answered with a 4xx and its message.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import * as O from 'fp-ts/Option';
import { testDatabases } from '@kerching/adapters-sql/testing';
import {
  EXISTING_CUSTOMER_CANNOT_BE_REFERRED,
  REFERRAL_CIRCULAR,
  REFERRAL_OWN_LINK,
  REFERRAL_UNKNOWN_CODE,
} from '@kerching/domain/referral';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices } from '../composition/container';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from './app';
import { ApiClient, TEST_CSRF_SECRET } from './testing/apiClient';
import { ONE_DEAL_PRODUCT, buyByCard, dataOf, errorOf, OneDealShopFixture, registerShopper } from './testing/shoppers';

const PRICE = 1000;
const DAY = 86_400_000;

interface Overview {
  readonly code: string;
  readonly invitePath: string;
  readonly stats: { linksOpened: number; linksShared: number; pendingBalance: number; cancelledBalance: number };
  readonly creditedBalance: number;
  readonly currency: string;
  readonly friends: ReadonlyArray<{ status: string; label: string; creditedMinor: number }>;
}

let counter = 0;

/** A Google key set of our own, so the app can verify ID tokens these tests sign. */
const googleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GOOGLE_CLIENT_ID = 'kerching-test.apps.googleusercontent.com';
const googleIdToken = (subject: string, email: string, nowMs: number): string => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: subject,
    email,
    email_verified: true,
    given_name: 'Gil',
    family_name: 'Google',
    iat: Math.floor(nowMs / 1000) - 10,
    exp: Math.floor(nowMs / 1000) + 3600,
  };
  const input = `${b64({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), googleKeys.privateKey).toString('base64url')}`;
};

describe.each(testDatabases())('refer a friend on $name', ({ open }) => {
  const shop = new OneDealShopFixture(open, PRICE);

  const register = (client: ApiClient, label: string) => registerShopper(client, label);
  const overviewOf = async (client: ApiClient): Promise<Overview> => {
    const answer = await client.get('/v1/user/raf/stat');
    expect(answer.status).toBe(200);
    return dataOf<Overview>(answer);
  };
  const buy = (client: ApiClient) => buyByCard(client, { productId: ONE_DEAL_PRODUCT, cashAmount: PRICE });
  const walletOf = async (client: ApiClient) => {
    const token = client.cookies.get('kc_customer_token') ?? '';
    const [row] = await shop.db.query<{ marketing_minor: number | string | null }>(
      `SELECT sum(c.remaining_minor) AS marketing_minor FROM wallet_credit c JOIN users u ON u.id = c.customer_id
        WHERE u.customer_token = $1 AND c.currency = 'GBP' AND c.kind = 'marketing'`,
      [token],
    );
    return Number(row?.marketing_minor ?? 0);
  };

  it('a friend opens the link, joins, buys; the referral is pending, then credited after 14 days', async () => {
    const ann = await register(new ApiClient(shop.app), 'ann');
    const first = await overviewOf(ann);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toMatchObject({
      invitePath: `/invite/${first.code}`,
      stats: { linksOpened: 0, linksShared: 0, pendingBalance: 0, cancelledBalance: 0 },
      creditedBalance: 0,
      currency: 'GBP',
      friends: [],
    });
    // The code is the shopper's for good.
    expect((await overviewOf(ann)).code).toBe(first.code);

    expect((await ann.post('/v1/user/raf/stat/share', { channel: 'whatsapp' })).status).toBe(200);
    expect((await ann.post('/v1/user/raf/stat/share', { channel: 'copy' })).status).toBe(200);

    const bob = new ApiClient(shop.app);
    const opened = await bob.post('/v1/user/raf/stat/open', { code: first.code.toLowerCase() });
    expect(opened.status).toBe(200);
    expect(bob.cookies.get('kc_raf')).toBe(first.code);
    // The same browser opening it again counts once.
    await bob.post('/v1/user/raf/stat/open', { code: first.code });
    expect((await overviewOf(ann)).stats).toMatchObject({ linksOpened: 1, linksShared: 2 });

    await register(bob, 'bob');
    expect(bob.cookies.has('kc_raf')).toBe(false);
    expect((await overviewOf(ann)).friends).toMatchObject([{ status: 'ASSIGNED', label: 'Joined, no purchase yet' }]);

    await buy(bob);
    const pending = await overviewOf(ann);
    expect(pending.friends).toMatchObject([{ status: 'PENDING', label: 'Pending' }]);
    expect(pending.stats.pendingBalance).toBe(10);
    expect(await walletOf(ann)).toBe(0);

    // A second order does not start a second referral.
    await buy(bob);
    expect((await overviewOf(ann)).friends).toHaveLength(1);

    shop.now += 14 * DAY - 1;
    expect((await overviewOf(ann)).friends[0]?.status).toBe('PENDING');
    shop.now += 1;
    const credited = await overviewOf(ann);
    expect(credited).toMatchObject({
      creditedBalance: 10,
      stats: { pendingBalance: 0 },
      friends: [{ status: 'CREDITED', label: 'Credited', creditedMinor: 1000 }],
    });
    expect(await walletOf(ann)).toBe(1000);
    // Reading again credits nothing more.
    await overviewOf(ann);
    expect(await walletOf(ann)).toBe(1000);
  });

  it('says no, with a message, to an unknown code, an own link, a second referral and an existing customer', async () => {
    const ann = await register(new ApiClient(shop.app), 'ann');
    const { code } = await overviewOf(ann);

    for (const bad of ['NOPE', 'ZZZZZZZZ', '']) {
      const answer = await new ApiClient(shop.app).post('/v1/user/raf/stat/open', { code: bad });
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'REFERRAL.UNKNOWN_CODE', message: REFERRAL_UNKNOWN_CODE });
    }
    const own = await ann.post('/v1/user/raf/assign', { code });
    expect(own.status).toBe(409);
    expect(errorOf(own).message).toBe(REFERRAL_OWN_LINK);

    const customer = await register(new ApiClient(shop.app), 'cat');
    await buy(customer);
    const existing = await customer.post('/v1/user/raf/assign', { code });
    expect(existing.status).toBe(409);
    expect(errorOf(existing)).toEqual({
      code: 'REFERRAL.EXISTING_CUSTOMER',
      message: EXISTING_CUSTOMER_CANNOT_BE_REFERRED,
    });

    const dan = await register(new ApiClient(shop.app), 'dan');
    const joined = await dan.post('/v1/user/raf/assign', { code: ` ${code.toLowerCase()} ` });
    expect(joined.status).toBe(200);
    expect(dataOf<{ code: string }>(joined).code).toBe(code);
    expect(errorOf(await dan.post('/v1/user/raf/assign', { code })).code).toBe('REFERRAL.ALREADY_REFERRED');
    expect((await overviewOf(ann)).friends).toHaveLength(1);
  });

  it('refuses referrals in a circle: Ann refers Bob, then Bob cannot refer Ann, nor Cat (Bob’s friend) Ann', async () => {
    const ann = await register(new ApiClient(shop.app), 'ann');
    const bob = await register(new ApiClient(shop.app), 'bob');
    const cat = await register(new ApiClient(shop.app), 'cat');
    expect((await bob.post('/v1/user/raf/assign', { code: (await overviewOf(ann)).code })).status).toBe(200);
    const back = await ann.post('/v1/user/raf/assign', { code: (await overviewOf(bob)).code });
    expect(back.status).toBe(409);
    expect(errorOf(back)).toEqual({ code: 'REFERRAL.CIRCULAR', message: REFERRAL_CIRCULAR });
    // A longer circle: Bob refers Cat, then Cat may not refer Ann.
    expect((await cat.post('/v1/user/raf/assign', { code: (await overviewOf(bob)).code })).status).toBe(200);
    const round = await ann.post('/v1/user/raf/assign', { code: (await overviewOf(cat)).code });
    expect(errorOf(round).code).toBe('REFERRAL.CIRCULAR');
    expect((await overviewOf(bob)).friends).toHaveLength(1);
    expect((await overviewOf(cat)).friends).toHaveLength(0);
  });

  it('two crossing assignments at once never make a circle: one of them is refused', async () => {
    const ann = await register(new ApiClient(shop.app), 'ann');
    const bob = await register(new ApiClient(shop.app), 'bob');
    const [annCode, bobCode] = [(await overviewOf(ann)).code, (await overviewOf(bob)).code];
    const answers = await Promise.all([
      bob.post('/v1/user/raf/assign', { code: annCode }),
      ann.post('/v1/user/raf/assign', { code: bobCode }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await shop.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM referral r JOIN referral back ON back.friend_id = r.referrer_id AND back.referrer_id = r.friend_id`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('links a friend whose first Google sign-in makes their account, and not a Google shopper who had one', async () => {
    const clock = { now: () => new Date(shop.now) };
    const googleApp = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(shop.db, clock, {
          accounts: {
            ...DEFAULT_ACCOUNTS_OPTIONS,
            scrypt: { ...SCRYPT_DEFAULTS, logN: 10 },
            google: {
              clientIds: [GOOGLE_CLIENT_ID],
              keys: [{ ...googleKeys.publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }],
            },
          },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
    });
    const ann = await register(new ApiClient(shop.app), 'ann');
    const { code } = await overviewOf(ann);
    const googleSignIn = async (subject: string, email: string) => {
      const friend = new ApiClient(googleApp);
      expect((await friend.post('/v1/user/raf/stat/open', { code })).status).toBe(200);
      const signedIn = await friend.post('/v1/logingoogle', { idToken: googleIdToken(subject, email, shop.now) });
      expect(signedIn.status).toBe(200);
      return friend;
    };
    const gil = await googleSignIn(`g-${(counter += 1)}`, `gil-${counter}@gmail.com`);
    expect(gil.cookies.has('kc_raf')).toBe(false);
    expect((await overviewOf(ann)).friends).toHaveLength(1);
    // Signing in again (an account Google made before) through a link links no one else.
    const again = `g-${(counter += 1)}`;
    const email = `gwen-${counter}@gmail.com`;
    await new ApiClient(googleApp).post('/v1/logingoogle', { idToken: googleIdToken(again, email, shop.now) });
    await googleSignIn(again, email);
    expect((await overviewOf(ann)).friends).toHaveLength(1);
  });

  it('answers bad input and signed-out calls with a 4xx, never a 500', async () => {
    const visitor = new ApiClient(shop.app);
    expect((await visitor.get('/v1/user/raf/stat')).status).toBe(401);
    expect((await visitor.post('/v1/user/raf/stat/share', { channel: 'email' })).status).toBe(401);
    expect((await visitor.post('/v1/user/raf/assign', { code: 'ABCDEFGH' })).status).toBe(401);
    const ann = await register(new ApiClient(shop.app), 'ann');
    for (const body of [{ channel: 'fax' }, { channel: 3 }, {}, [], 'x', { channel: 'x'.repeat(500) }]) {
      const answer = await ann.post('/v1/user/raf/stat/share', body);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toMatch(/\S/);
    }
    for (const body of [{}, { code: 7 }, null, { code: 'A'.repeat(41) }]) {
      expect((await ann.post('/v1/user/raf/stat/open', body)).status).toBe(400);
      expect((await ann.post('/v1/user/raf/assign', body)).status).toBe(400);
    }
  });

  it('credits 10 a friend up to 200, exactly once even when two credit runs race', async () => {
    const ann = await register(new ApiClient(shop.app), 'ann');
    const { code } = await overviewOf(ann);
    const [referrer] = await shop.db.query<{ id: string }>(
      'SELECT customer_id AS id FROM referral_account WHERE code = $1',
      [code],
    );
    const referrerId = referrer?.id ?? '';
    // 22 friends who bought 15 days ago.
    for (let i = 0; i < 22; i += 1) {
      const friend = await register(new ApiClient(shop.app), `friend${i}`);
      const friendToken = friend.cookies.get('kc_customer_token') ?? '';
      await shop.db.query(
        `INSERT INTO referral (friend_id, referrer_id, site_key, status, assigned_at, purchased_at)
         SELECT id, $2, 'kerching', 'PENDING', $3, $3 FROM users WHERE customer_token = $1`,
        [friendToken, referrerId, new Date(shop.now - 15 * DAY).toISOString()],
      );
    }
    // Two server processes' jobs on one database.
    const clock = { now: () => new Date(shop.now) };
    const [one, two] = [
      serverServices(createContainer(shop.db, clock)),
      serverServices(createContainer(shop.db, clock)),
    ];
    const runs = await Promise.all([
      one.referrals.creditDueReferrals.execute()(),
      two.referrals.creditDueReferrals.execute(O.some(referrerId))(),
    ]);
    const paid = runs.flatMap((run) => (run._tag === 'Right' ? run.right.credited : []));
    expect(paid).toHaveLength(22);
    expect(paid.filter((credit) => credit.amountMinor > 0)).toHaveLength(20);
    expect(await walletOf(ann)).toBe(20_000);
    const overview = await overviewOf(ann);
    expect(overview.creditedBalance).toBe(200);
    expect(overview.friends.filter((f) => f.status === 'CREDITED')).toHaveLength(22);
  });
});
