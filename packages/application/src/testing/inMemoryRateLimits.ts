/** Request-limit counters in memory, for unit tests: the same rules as the SQL store (domain `rateLimit`). */
import * as TE from 'fp-ts/TaskEither';
import type * as T from 'fp-ts/Task';
import { type RateLimit, rateVerdict, rateWindow } from '@kerching/domain/rateLimit';
import type { DomainError } from '@kerching/domain/shared';
import type { AfterAnswer, RateLimits } from '@kerching/ports';

export class InMemoryRateLimits implements RateLimits {
  /** key and window start -> hits. */
  readonly counters = new Map<string, number>();

  hit(key: string, rule: RateLimit, now: number) {
    const counter = `${key}@${rateWindow(rule, now).startsAt}`;
    const hits = (this.counters.get(counter) ?? 0) + 1;
    this.counters.set(counter, hits);
    return TE.right(rateVerdict(rule, hits, now));
  }
}

/** Work after the answer, for unit tests: kept until `settled()` runs it, with what it reported. */
export class QueuedAfterAnswer implements AfterAnswer {
  private readonly queued: Array<{ label: string; work: T.Task<ReadonlyArray<DomainError>> }> = [];
  readonly reported: Array<{ label: string; failure: DomainError }> = [];

  run(label: string, work: T.Task<ReadonlyArray<DomainError>>): void {
    this.queued.push({ label, work });
  }

  /** Runs everything queued so far (and what that queues), in order. */
  async settled(): Promise<void> {
    for (let next = this.queued.shift(); next !== undefined; next = this.queued.shift()) {
      for (const failure of await next.work()) this.reported.push({ label: next.label, failure });
    }
  }
}
