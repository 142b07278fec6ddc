import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { DealCountdown } from './DealCountdown';

describe('DealCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server again when it runs out, once, so the page says what the deal is now', async () => {
    // The clock and the countdown's tick are the test's, so a busy machine cannot make it late;
    // the router's own timers and promises stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    let loads = 0;
    const endsAtMs = Date.now() + 1_500;
    const Stub = createRoutesStub([
      {
        path: '/deal/x',
        loader: () => {
          loads += 1;
          return { loads };
        },
        Component: () => {
          const data = useLoaderData<{ loads: number }>();
          return (
            <>
              <span data-testid="loads">{data.loads}</span>
              <DealCountdown label="Ends in" endsAtMs={endsAtMs} nowMs={Date.now()} lastDay="today" />
            </>
          );
        },
      },
    ]);
    render(<Stub initialEntries={['/deal/x']} />);
    expect((await screen.findByTestId('loads', {}, { timeout: 4_000 })).textContent).toBe('1');
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(loads).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(screen.getByTestId('loads').textContent).toBe('2'), { timeout: 2_000 });
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    // It stays ended without asking again each second.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(2);
  });
});
