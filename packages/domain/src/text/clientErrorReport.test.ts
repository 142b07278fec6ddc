import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientErrorReport } from './clientErrorReport';
import { DEFAULT_CLIENT_ERROR_MESSAGE, DEFAULT_CLIENT_ERROR_NAME } from './messages';

describe("client error report (spec 2 §8 \"Client reporter defaults: name 'Error', message 'Javascript error'\")", () => {
  it("defaults the name to 'Error' and the message to 'Javascript error'", () => {
    expect(clientErrorReport({})).toEqual({
      client: '',
      description: '',
      error: '',
      message: 'Javascript error',
      name: 'Error',
      referrer: '',
      server: '',
      userAgent: '',
    });
    expect(DEFAULT_CLIENT_ERROR_NAME).toBe('Error');
    expect(DEFAULT_CLIENT_ERROR_MESSAGE).toBe('Javascript error');
  });
  it('uses the defaults for a blank name or message too', () => {
    expect(clientErrorReport({ name: '  ', message: '' })).toMatchObject({
      name: 'Error',
      message: 'Javascript error',
    });
  });
  it('keeps what was given', () => {
    const given = {
      client: 'web',
      description: 'while adding to basket',
      error: 'TypeError: x is undefined\n at basket.ts:10',
      message: 'x is undefined',
      name: 'TypeError',
      referrer: 'https://kerching.localhost/deals/london',
      server: 'kerching-1',
      userAgent: 'Mozilla/5.0',
    };
    expect(clientErrorReport(given)).toEqual(given);
  });
  it('property: name and message are never blank, and non-blank values pass through', () => {
    const field = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
    fc.assert(
      fc.property(field, field, (name, message) => {
        const report = clientErrorReport({
          ...(name === undefined ? {} : { name }),
          ...(message === undefined ? {} : { message }),
        });
        expect(report.name.trim()).not.toBe('');
        expect(report.message.trim()).not.toBe('');
        if (name !== undefined && name.trim() !== '') expect(report.name).toBe(name);
        if (message !== undefined && message.trim() !== '') expect(report.message).toBe(message);
      }),
    );
  });
});
