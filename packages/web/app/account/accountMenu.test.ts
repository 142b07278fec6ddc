import { describe, expect, it } from 'vitest';
import { SITES } from '@kerching/domain/site';
import { accountMenuLinks } from './accountMenu';
import { ACCOUNT_SETTINGS_LINKS } from './accountPagesNav';

const labels = (links: ReadonlyArray<{ label: string }>) => links.map((link) => link.label);

describe('the account menu per brand (spec 1 §2)', () => {
  it('lists my vouchers and my details first, and the wish list and buy again last, on every site', () => {
    for (const site of Object.values(SITES)) {
      expect(labels(accountMenuLinks(site)).slice(0, 2)).toEqual(['My vouchers', 'My details']);
      expect(accountMenuLinks(site).slice(-2)).toEqual([
        { href: '/wishlist', label: 'My wish list' },
        { href: '/buy-again', label: 'Buy again' },
      ]);
    }
  });
  it('lists refer a friend for one brand only (Kerching, both editions)', () => {
    expect(labels(accountMenuLinks(SITES.kerching))).toContain('Refer a friend');
    expect(labels(accountMenuLinks(SITES.kerchingie))).toContain('Refer a friend');
    expect(labels(accountMenuLinks(SITES.livingsocial))).not.toContain('Refer a friend');
    expect(labels(accountMenuLinks(SITES.livingsocialie))).not.toContain('Refer a friend');
  });
  it('links the account pages under /myaccount, the wish list and buy again', () => {
    for (const link of [...accountMenuLinks(SITES.kerching), ...ACCOUNT_SETTINGS_LINKS])
      expect(link.href.startsWith('/myaccount/') || ['/wishlist', '/buy-again'].includes(link.href)).toBe(true);
  });
});
