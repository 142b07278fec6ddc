import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import * as O from 'fp-ts/Option';
import { type Countdown, countdownTo } from '@kerching/domain/text';
import * as css from './dealPage.css';
import { COPY } from './copy';

const two = (n: number): string => String(n).padStart(2, '0');

/** "2 days 04:05:06", or "04:05:06" on the last day, or "00:00:00" once it has ended. */
export const countdownText = (left: O.Option<Countdown>): string =>
  O.match(
    () => '00:00:00',
    (c: Countdown) => `${c.days > 0 ? `${COPY.days(c.days)} ` : ''}${two(c.hours)}:${two(c.minutes)}:${two(c.seconds)}`,
  )(left);

export interface DealCountdownProps {
  readonly label: string;
  readonly endsAtMs: number;
  /** The server's instant: the first render (server and hydration) shows the same text. */
  readonly nowMs: number;
  readonly lastDay: string;
}

/**
 * Time left to buy: rendered by the server, then ticking each second once hydrated. When it runs
 * out the page asks the server again, which says what the deal is now (ended, or still on sale as a
 * lastChance or buy-closed deal) and drops the countdown.
 */
export function DealCountdown({ label, endsAtMs, nowMs, lastDay }: DealCountdownProps) {
  const [now, setNow] = useState(nowMs);
  const { revalidate } = useRevalidator();
  const left = countdownTo(endsAtMs, now);
  const ended = O.isNone(left);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (ended) void revalidate();
  }, [ended, revalidate]);
  return (
    <p className={css.countdown} data-testid="deal-countdown">
      <span>{label}</span>
      <span className={css.countdownValue} role="timer">
        {countdownText(left)}
      </span>
      <span className="visually-hidden">(until {lastDay})</span>
    </p>
  );
}
