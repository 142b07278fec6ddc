import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { TOKEN_MIGRATION_TOKEN_LIFETIME_MS } from '@kerching/domain/account';
import { accountsTestBed } from './testing/accountsTestBed';

const begun = async (bed: ReturnType<typeof accountsTestBed>, email: string) => {
  const viewer = await bed.registered(email);
  const token = await bed.migrateToken.begin(viewer)();
  if (E.isLeft(token)) throw new Error(token.left.code);
  return { viewer, token: token.right };
};

describe('MigrateToken (spec 1 §4 token migration: /auth/migrate -> /consume-token)', () => {
  it('hands the signed-in shopper their customer token, once', async () => {
    const bed = accountsTestBed();
    const { viewer, token } = await begun(bed, 'jane@example.co.uk');
    expect(await bed.migrateToken.complete(token, viewer)()).toEqual(E.right(viewer.account.customerToken));
    expect(await bed.migrateToken.complete(token, viewer)()).toMatchObject({ left: { code: 'ACCOUNT.TOKEN_USED' } });
  });

  it('a hand-over token works only for the account it was issued to', async () => {
    const bed = accountsTestBed();
    const jane = await begun(bed, 'jane@example.co.uk');
    const john = await bed.registered('john@example.co.uk');
    expect(await bed.migrateToken.complete(jane.token, john)()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_INVALID' },
    });
  });

  it('expires after five minutes, and an unknown token is refused', async () => {
    const bed = accountsTestBed();
    const { viewer, token } = await begun(bed, 'jane@example.co.uk');
    bed.clock.advance(TOKEN_MIGRATION_TOKEN_LIFETIME_MS + 1);
    expect(await bed.migrateToken.complete(token, viewer)()).toMatchObject({ left: { code: 'ACCOUNT.TOKEN_EXPIRED' } });
    expect(await bed.migrateToken.complete('made-up', viewer)()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_INVALID' },
    });
  });
});
