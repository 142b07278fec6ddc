import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { accountEmail, contactEmail, isEmail } from './email';

const messageOf = (result: E.Either<{ readonly message: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.message : undefined;

describe("email (spec 1 §5 \"Email: 'Please enter a valid email', 'Enter a valid email'\")", () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(accountEmail(' jane.doe+deals@example.co.uk ')).toEqual(E.right('jane.doe+deals@example.co.uk'));
    expect(contactEmail("o'brien@mail.example.ie")).toEqual(E.right("o'brien@mail.example.ie"));
  });
  it('"Please enter a valid email" for the shopper\'s own address', () => {
    for (const bad of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@@example.com',
      'ja ne@example.com',
      'jane.@example.com',
      'jane@-example.com',
      'jane@example.c',
    ]) {
      expect(messageOf(accountEmail(bad))).toBe('Please enter a valid email');
    }
  });
  it('"Enter a valid email" for somebody else\'s address', () => {
    const result = contactEmail('friend@nowhere');
    expect(messageOf(result)).toBe('Enter a valid email');
    expect(E.isLeft(result) && result.left.code).toBe('VALIDATION.EMAIL_INVALID');
  });
  it('"Required field" when empty', () => {
    expect(messageOf(accountEmail('   '))).toBe('Required field');
    expect(messageOf(contactEmail(''))).toBe('Required field');
  });
  it('limits the local part to 64 and the address to 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const longDomain = `${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`;
    expect(isEmail(`a@${longDomain}`)).toBe(false);
  });
});
