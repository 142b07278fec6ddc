/**
 * Work after the answer (ports `AfterAnswer`, issue 40 item 6), in this process: started on the
 * event loop's next turn, never awaited by the request; what it reports, or throws, is logged. `settled()` waits for what is
 * running (tests, and a graceful stop). Lost if the process dies mid-way: acceptable for the mail it
 * carries (a shopper asks again), never used for money or stock.
 */
import type { DomainError } from '@kerching/domain/shared';
import type { AfterAnswer } from '@kerching/ports';
import type * as T from 'fp-ts/Task';

export interface WorkLog {
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export class BackgroundWork implements AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: WorkLog) {}

  run(label: string, work: T.Task<ReadonlyArray<DomainError>>): void {
    // Started on a later turn of the event loop, once the answer is on its way: an embedded
    // database (PGlite) computes on this thread, and would otherwise hold the answer back.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => work())
      .then((failures) => {
        for (const f of failures) this.log.warn({ work: label, code: f.code, detail: f.detail }, 'after-answer work');
      })
      .catch((error: unknown) => {
        this.log.error({ work: label, err: error }, 'after-answer work threw');
      })
      .finally(() => {
        this.running.delete(done);
      });
    this.running.add(done);
  }

  /** Resolves once everything started so far (and what it started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
