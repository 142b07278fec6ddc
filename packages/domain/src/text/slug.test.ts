import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug';

describe('slugify (spec 1 §5 "Slugs: lower-case, non-alphanumerics to dash, collapse, trim")', () => {
  it('lower-cases', () => {
    expect(slugify('London')).toBe('london');
  });
  it('turns non-alphanumerics to dash and collapses runs of them', () => {
    expect(slugify('Spa & Beauty')).toBe('spa-beauty');
    expect(slugify('a  --  b__c')).toBe('a-b-c');
    expect(slugify('50% off: 2 nights!')).toBe('50-off-2-nights');
  });
  it('trims dashes at both ends', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
  });
  it('keeps the base letter of accented letters (our addition)', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('Zoë’s Ångström ﬁx')).toBe('zoe-s-angstrom-fix');
  });
  it('gives the empty slug when nothing is alphanumeric', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' !?—€ ')).toBe('');
    expect(slugify('日本')).toBe('');
  });
  it('recognises slugs', () => {
    expect(isSlug('spa-beauty')).toBe(true);
    expect(isSlug('Spa-beauty')).toBe(false);
    expect(isSlug('spa--beauty')).toBe(false);
    expect(isSlug('-spa')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});
