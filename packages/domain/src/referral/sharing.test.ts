import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isReferralShareChannel, referralShareLinks } from './sharing';

// Built here, while the file loads: fast-check takes up to 2 s to build its URL arbitraries the
// first time, which would count against the property's 5 s limit.
const anyWebUrl = fc.webUrl();

describe('sharing a referral link', () => {
  it('offers email, WhatsApp, Facebook and X, each carrying the invitation address', () => {
    const links = referralShareLinks('https://www.kerching.co.uk/invite/AB3KZ9QX', 'Kerching');
    expect(links.map((l) => l.label)).toEqual(['Email', 'WhatsApp', 'Facebook', 'X']);
    expect(links[0]?.href).toBe(
      'mailto:?subject=Join%20me%20on%20Kerching&body=I%E2%80%99ve%20been%20finding%20great%20deals%20on%20Kerching.%20Join%20me%3A%20https%3A%2F%2Fwww.kerching.co.uk%2Finvite%2FAB3KZ9QX',
    );
    expect(links[2]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.kerching.co.uk%2Finvite%2FAB3KZ9QX',
    );
  });

  it('knows its channels', () => {
    expect(isReferralShareChannel('whatsapp')).toBe(true);
    expect(isReferralShareChannel('copy')).toBe(true);
    expect(isReferralShareChannel('fax')).toBe(false);
    expect(isReferralShareChannel(1)).toBe(false);
  });

  it('property: every link decodes back to text holding the invitation address', () => {
    fc.assert(
      fc.property(anyWebUrl, fc.string({ minLength: 1, maxLength: 20 }), (url, brand) => {
        for (const link of referralShareLinks(url, brand)) expect(decodeURIComponent(link.href)).toContain(url);
      }),
      { numRuns: 40 },
    );
  });
});
