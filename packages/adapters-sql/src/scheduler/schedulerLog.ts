/** Where a scheduler reports a failed try or a throwing run (pino's logger fits). */
export interface SchedulerLog {
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export const silentLog: SchedulerLog = { warn: () => undefined, error: () => undefined };
