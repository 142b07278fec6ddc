import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { accountEmail, isEmail } from './email';

describe('email properties', () => {
  it('property: accepts generated valid emails, unchanged', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(accountEmail(email)).toEqual(E.right(email));
      }),
    );
  });
  it('property: an address without exactly one @ is refused', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('remove', 'double'), (email, how) => {
        const broken = how === 'remove' ? email.replace('@', '') : email.replace('@', '@@');
        expect(isEmail(broken)).toBe(false);
      }),
    );
  });
  it('property: surrounding spaces do not change the verdict', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 })),
        fc.constantFrom('', ' ', '  \t'),
        (text, pad) => {
          expect(E.isRight(accountEmail(`${pad}${text}${pad}`))).toBe(E.isRight(accountEmail(text)));
        },
      ),
    );
  });
});
