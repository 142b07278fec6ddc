import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { normaliseEmail } from '@kerching/domain/account';
import { accountsTestBed } from './testing/accountsTestBed';

describe('newsletter (spec 1 §5 "Subscription email and location required. Unsubscribe needs a token")', () => {
  it('subscribes with a welcome email carrying the unsubscribe link; the link unsubscribes, twice harmlessly', async () => {
    const bed = accountsTestBed();
    expect(
      await bed.subscribe.execute({ site: 'kerching', email: 'Jane@example.co.uk', location: O.some('london') })(),
    ).toMatchObject({
      right: { warnings: [] },
    });
    expect(bed.store.outbox.at(-1)).toMatchObject({
      kind: 'newsletter_welcome',
      to: 'jane@example.co.uk',
      text: expect.stringContaining('https://www.kerching.test/unsubscribe?token='),
    });
    const token = bed.lastMailedToken();
    await bed.subscribe.execute({ site: 'kerching', email: 'jane@example.co.uk', location: O.some('manchester') })();
    expect(bed.store.outbox).toHaveLength(1);
    expect(bed.store.subscriptions[0]?.subscription).toMatchObject({ location: 'manchester', unsubscribeToken: token });
    const done = { right: { message: 'You have been unsubscribed. You will not receive our newsletter any more.' } };
    expect(await bed.unsubscribe.execute({ by: 'token', token })()).toMatchObject(done);
    expect(await bed.unsubscribe.execute({ by: 'token', token })()).toMatchObject(done);
  });

  it('needs an email and a location', async () => {
    const bed = accountsTestBed();
    expect(await bed.subscribe.execute({ site: 'kerching', email: '', location: O.none })()).toMatchObject({
      left: { code: 'ACCOUNT.FORM_INVALID', fields: { email: 'Required field', location: 'Required field' } },
    });
  });

  it('an unknown token: "Email wasn\'t registered"; a missing one: the missing-token message', async () => {
    const bed = accountsTestBed();
    expect(await bed.unsubscribe.execute({ by: 'token', token: 'u'.repeat(43) })()).toMatchObject({
      left: { code: 'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN', message: "Email wasn't registered" },
    });
    expect(await bed.unsubscribe.execute({ by: 'token', token: '' })()).toMatchObject({
      left: { code: 'ACCOUNT.FORM_INVALID' },
    });
  });

  it("from the account area: the signed-in shopper's own subscription", async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    const unsubscribe = () => bed.unsubscribe.execute({ by: 'session', site: 'kerching', sessionId: session.id })();
    expect(await unsubscribe()).toMatchObject({ left: { code: 'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN' } });
    await bed.subscribe.execute({ site: 'kerching', email: 'jane@example.co.uk', location: O.some('london') })();
    expect(await unsubscribe()).toMatchObject({ right: {} });
    expect(await bed.ports.newsletter.bySiteAndEmail('kerching', normaliseEmail('jane@example.co.uk'))()).toMatchObject(
      {
        right: O.none,
      },
    );
  });

  it("a store failure: 'Error on user subscription.'", async () => {
    const bed = accountsTestBed();
    bed.store.failing.add('newsletter');
    expect(
      await bed.subscribe.execute({ site: 'kerching', email: 'jane@example.co.uk', location: O.some('london') })(),
    ).toMatchObject({
      left: { code: 'ACCOUNT.SUBSCRIPTION_FAILED', message: 'Error on user subscription.' },
    });
  });
});
