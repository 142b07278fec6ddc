import { describe, expect, it } from 'vitest';
import { isWellFormedToken } from '@kerching/domain/account';
import { CryptoIdGenerator, CryptoTokenGenerator } from './randomTokens';

describe('random tokens and ids', () => {
  it('tokens: 43 base64url characters (256 bits), well-formed for the domain, never repeated', () => {
    const generator = new CryptoTokenGenerator();
    const tokens = Array.from({ length: 1000 }, () => generator.newToken());
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t) && isWellFormedToken(t))).toBe(true);
    expect(new Set(tokens).size).toBe(1000);
  });
  it('ids: random UUIDs', () => {
    const id = new CryptoIdGenerator().newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
