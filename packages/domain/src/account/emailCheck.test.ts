import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { checkEmail, isOneEditApart, likelyProviderTypo, emailSuggestion } from './emailCheck';

describe('email check (spec 1 §4 "Email check results: deliverable, risky, undeliverable, unknown")', () => {
  it('undeliverable: not an email at all', () => {
    expect(checkEmail('jane@')).toMatchObject({ result: 'undeliverable', reason: 'invalid_syntax', email: 'jane@' });
    expect(checkEmail('')).toMatchObject({ result: 'undeliverable', reason: 'invalid_syntax' });
  });
  it('undeliverable: a reserved domain', () => {
    expect(checkEmail('jane@example.com')).toMatchObject({ result: 'undeliverable', reason: 'reserved_domain' });
    expect(checkEmail('jane@shop.test')).toMatchObject({ result: 'undeliverable', reason: 'reserved_domain' });
    expect(checkEmail('jane@anonymised.invalid')).toMatchObject({ reason: 'reserved_domain' });
  });
  it('risky: a disposable domain, or a subdomain of one', () => {
    expect(checkEmail('jane@mailinator.com')).toMatchObject({
      result: 'risky',
      reason: 'disposable_domain',
      disposable: true,
    });
    expect(checkEmail('jane@eu.yopmail.com')).toMatchObject({ result: 'risky', disposable: true });
  });
  it('risky: a role address', () => {
    expect(checkEmail('Info@Gmail.com')).toMatchObject({
      email: 'info@gmail.com',
      result: 'risky',
      reason: 'role_address',
      role: true,
      free: true,
    });
  });
  it('deliverable: a known provider', () => {
    expect(checkEmail(' Jane.Doe@Gmail.com ')).toEqual({
      email: 'jane.doe@gmail.com',
      result: 'deliverable',
      reason: 'known_provider',
      disposable: false,
      role: false,
      free: true,
      didYouMean: O.none,
    });
    expect(checkEmail('sean@eircom.net').result).toBe('deliverable');
  });
  it('risky with a suggestion: one edit from a known provider', () => {
    expect(checkEmail('jane@gmial.com')).toMatchObject({
      result: 'risky',
      reason: 'possible_typo',
      didYouMean: O.some('jane@gmail.com'),
    });
    expect(checkEmail('jane@hotmail.co.uj').didYouMean).toEqual(O.some('jane@hotmail.co.uk'));
  });
  it('unknown: any other domain (no network look-up)', () => {
    expect(checkEmail('jane@kerching-partner.co.uk')).toMatchObject({ result: 'unknown', reason: 'unverified_domain' });
  });
  it('one edit apart: insertion, deletion, substitution, adjacent swap; not zero, not two', () => {
    expect(isOneEditApart('gmail.com', 'gmaill.com')).toBe(true);
    expect(isOneEditApart('gmail.com', 'gmai.com')).toBe(true);
    expect(isOneEditApart('gmail.com', 'gnail.com')).toBe(true);
    expect(isOneEditApart('gmail.com', 'gmial.com')).toBe(true);
    expect(isOneEditApart('gmail.com', 'gmail.com')).toBe(false);
    expect(isOneEditApart('gmail.com', 'gmal.co')).toBe(false);
    expect(isOneEditApart('gmail.com', 'gmail.comxx')).toBe(false);
    expect(isOneEditApart('abcd', 'badc')).toBe(false);
    expect(likelyProviderTypo('gmail.com')).toEqual(O.none);
  });
});

describe('the email suggestion on forms (issue 42)', () => {
  it('asks about a likely typo once, and not again for the address the shopper kept', () => {
    expect(emailSuggestion('Jane@Gmial.com', '')).toEqual(
      O.some(
        'Did you mean jane@gmail.com? Change your email address, or create the account again to keep jane@gmial.com.',
      ),
    );
    expect(emailSuggestion('jane@gmial.com', 'jane@gmial.com')).toEqual(O.none);
    expect(emailSuggestion('jane@gmail.com', '')).toEqual(O.none);
  });
});
