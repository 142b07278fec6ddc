import { describe, expect, it } from 'vitest';
import { jsonLdText } from './dealJsonLd';
import { shareLinks } from './share';

describe('share links', () => {
  it('builds email, Facebook and X links locally', () => {
    const links = shareLinks('https://kerching.example/deal/a/1/b?x=1&y=2', 'Tea & cake', 'Kerching');
    expect(links.email).toBe(
      'mailto:?subject=Tea%20%26%20cake%20%7C%20Kerching&body=I%20thought%20you%20might%20like%20this%20deal%20on%20Kerching%3A%20https%3A%2F%2Fkerching.example%2Fdeal%2Fa%2F1%2Fb%3Fx%3D1%26y%3D2',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkerching.example%2Fdeal%2Fa%2F1%2Fb%3Fx%3D1%26y%3D2',
    );
    expect(links.x).toBe(
      'https://x.com/intent/post?text=Tea%20%26%20cake&url=https%3A%2F%2Fkerching.example%2Fdeal%2Fa%2F1%2Fb%3Fx%3D1%26y%3D2',
    );
  });
  it('JSON-LD text cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
