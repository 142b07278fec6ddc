/**
 * Recurring work in this process (both scheduler adapters, ADR 54): the first run after
 * `firstAfterMs`, then each run `everyMs` after the previous one ends, so runs never overlap here.
 * Timers do not keep the process alive; `stop` waits for a run in progress.
 */
export interface IntervalLoop {
  stop(): Promise<void>;
}

export const startIntervalLoop = (
  everyMs: number,
  firstAfterMs: number,
  run: () => Promise<void>,
  onThrow: (error: unknown) => void,
): IntervalLoop => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = (delay: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch(onThrow)
        .finally(() => next(everyMs));
    }, delay);
    timer.unref();
  };
  next(firstAfterMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
};
