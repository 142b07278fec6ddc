import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath (issue 40 item 5: no open redirect)', () => {
  it.each([
    ['/deals/london?page=2#top', '/deals/london?page=2#top'],
    ['/search?q=spa', '/search?q=spa'],
    ['/myaccount/profile', '/myaccount/profile'],
    ['/', '/'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
  ])('keeps %s', (raw, path) => {
    expect(safeReturnPath(raw, '/home')).toBe(path);
  });

  it('answers in ASCII, so the path always fits a Location header', () => {
    expect(safeReturnPath('/search?q=café', '/')).toBe('/search?q=caf%C3%A9');
    expect(safeReturnPath('/search?q=a b', '/')).toBe('/search?q=a%20b');
    expect(safeReturnPath('/x\ud800', '/')).toBe('/');
  });

  it.each([
    // The issue's own: a tab (and CR/LF) that browsers drop, making '//evil.example'.
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\n/evil.example',
    '/x\r\nSet-Cookie: a=b',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    'deals/london',
    ' /deals',
    '',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0D%0A/evil.example',
    '/%252F%252Fevil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    '/a/../..//evil.example',
    '/a/./b',
    '/a/..',
    '/a/%2E%2E/b',
    '/100%',
    '/\u0085/evil.example',
    '/\u2028/evil.example',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw, '/home')).toBe('/home');
  });

  it('refuses what is not a string', () => {
    for (const raw of [undefined, null, 42, ['/x'], { toString: () => '/x' }])
      expect(safeReturnPath(raw, '/')).toBe('/');
  });
});
