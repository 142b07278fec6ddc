import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { GIFT_MESSAGE_MAX_LENGTH, giftMessage, giftMessageCounter, giftRecipientEmail } from './gifting';

const messageOf = (result: E.Either<{ readonly message: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.message : undefined;

describe('gift message (spec 1 §5 "Gift message has a character counter")', () => {
  it('shows a counter of characters used out of 250', () => {
    expect(GIFT_MESSAGE_MAX_LENGTH).toBe(250);
    expect(giftMessageCounter('Happy birthday!')).toEqual({
      used: 15,
      remaining: 235,
      limit: 250,
      overLimit: false,
      text: '15/250',
    });
    expect(giftMessageCounter('  🎂🎂  ').text).toBe('2/250');
  });
  it('accepts up to 250 characters, trimmed, and refuses more', () => {
    expect(giftMessage(` ${'x'.repeat(250)} `)).toEqual(E.right('x'.repeat(250)));
    expect(giftMessage('')).toEqual(E.right(''));
    const tooLong = giftMessage('x'.repeat(251));
    expect(messageOf(tooLong)).toBe('Your gift message can be up to 250 characters');
    expect(giftMessageCounter('x'.repeat(251))).toMatchObject({ remaining: 0, overLimit: true, text: '251/250' });
  });
  it('property: the counter and the check agree, and used + remaining is the limit while within it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 300 }), (text, limit) => {
        const counter = giftMessageCounter(text, limit);
        expect(E.isLeft(giftMessage(text, limit))).toBe(counter.overLimit);
        if (!counter.overLimit) expect(counter.used + counter.remaining).toBe(limit);
        expect(counter.text).toBe(`${counter.used}/${limit}`);
      }),
    );
  });
});

describe('gift recipient (spec 1 §5 "recipient email required for an e-voucher")', () => {
  it('requires a valid recipient email for an e-voucher', () => {
    expect(giftRecipientEmail(true, 'friend@example.com')).toEqual(E.right(O.some('friend@example.com')));
    expect(messageOf(giftRecipientEmail(true, ''))).toBe('Required field');
    expect(messageOf(giftRecipientEmail(true, 'friend@'))).toBe('Enter a valid email');
  });
  it('does not ask for it otherwise', () => {
    expect(giftRecipientEmail(false, '')).toEqual(E.right(O.none));
    expect(giftRecipientEmail(false, 'not an email')).toEqual(E.right(O.none));
  });
});
