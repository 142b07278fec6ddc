import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typedVoucherCode, voucherCode } from './voucherCode';

describe('voucher codes', () => {
  it('are 12 upper-case letters and digits in three groups, from any token', () => {
    expect(voucherCode('ab12-cd34_ef56gh')).toBe('AB12-CD34-EF56');
    expect(voucherCode('x')).toBe('X000-0000-0000');
    fc.assert(
      fc.property(fc.string(), (token) => {
        expect(voucherCode(token)).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      }),
    );
  });

  it('read back as made, however a shopper spaces or cases them', () => {
    expect(typedVoucherCode('  ab12-cd34-ef56 ')).toBe('AB12-CD34-EF56');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t'), (token, pad) => {
        const code = voucherCode(token);
        expect(typedVoucherCode(`${pad}${code.toLowerCase()}${pad}`)).toBe(code);
      }),
    );
  });
});
