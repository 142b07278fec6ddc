import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { DealCountdown } from './DealCountdown';

describe('DealCountdown', () => {
  it('asks the server again when it runs out, once, so the page says what the deal is now', async () => {
    let loads = 0;
    // The deal ends 1.5 s after the page's first load (not after the test starts: on a busy machine
    // rendering the stub can take longer than that).
    let endsAtMs: number | undefined;
    const Stub = createRoutesStub([
      {
        path: '/deal/x',
        loader: () => {
          loads += 1;
          endsAtMs ??= Date.now() + 1_500;
          return { loads, endsAtMs };
        },
        Component: () => {
          const data = useLoaderData<{ loads: number; endsAtMs: number }>();
          return (
            <>
              <span data-testid="loads">{data.loads}</span>
              <DealCountdown label="Ends in" endsAtMs={data.endsAtMs} nowMs={Date.now()} lastDay="today" />
            </>
          );
        },
      },
    ]);
    render(<Stub initialEntries={['/deal/x']} />);
    expect((await screen.findByTestId('loads')).textContent).toBe('1');
    expect(screen.getByRole('timer').textContent).not.toBe('00:00:00');
    await waitFor(() => expect(screen.getByTestId('loads').textContent).toBe('2'), { timeout: 5_000 });
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    // It stays ended without asking again each second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(loads).toBe(2);
  });
});
