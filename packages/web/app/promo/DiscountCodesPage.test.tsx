import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type DiscountCode, fixedOff } from '@kerching/domain/promo';
import { aDiscountCode } from '@kerching/domain/promo/testing';
import { DiscountCodesPage } from './DiscountCodesPage';
import { discountCodesModel } from './discountCodesModel';

const code = (overrides: Partial<DiscountCode>): DiscountCode =>
  aDiscountCode({ expiresAt: Date.UTC(2027, 4, 21, 23), ...overrides });

describe('the discount codes page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each code with its offer in the site currency, its conditions and its last day', () => {
    const model = discountCodesModel(
      [
        code({ code: 'SAVE5', discount: fixedOff(500), minimumSpendMinor: 4000 }),
        code({ oncePerShopper: true, usedByShopper: true }),
      ],
      'EUR',
      'Kerching',
    );
    render(<DiscountCodesPage model={model} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeTruthy();
    expect(screen.getByText(/Money off Kerching deals/)).toBeTruthy();
    const [save5, extra10] = screen.getAllByTestId('discount-code');
    if (save5 === undefined || extra10 === undefined) throw new Error('two cards expected');
    expect(within(save5).getByRole('heading', { level: 2 }).textContent).toBe('€5 off');
    expect(within(save5).getByText('SAVE5').tagName).toBe('CODE');
    expect(within(save5).getByText('On orders of €40 or more')).toBeTruthy();
    expect(within(save5).getByText('Use by 21 May 2027').getAttribute('datetime')).toBe('2027-05-21T23:00:00.000Z');
    expect(within(extra10).getByRole('heading', { level: 2 }).textContent).toBe('10% off');
    expect(within(extra10).getByText('You have used this code')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promo code terms' }).getAttribute('href')).toBe('/page/promo');
  });

  it('copies a code and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<DiscountCodesPage model={discountCodesModel([code({})], 'GBP', 'LivingSocial')} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code EXTRA10' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('EXTRA10');
    expect(status.textContent).toBe('Copied');
  });

  it('says when no code is running and offers the deals instead', () => {
    render(<DiscountCodesPage model={discountCodesModel([], 'GBP', 'Kerching')} />);
    expect(screen.queryByTestId('discount-code')).toBeNull();
    expect(screen.getByText(/There are no discount codes running just now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Today's deals" }).getAttribute('href')).toBe('/');
  });
});
