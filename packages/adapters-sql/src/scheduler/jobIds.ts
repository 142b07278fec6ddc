import { createHash, randomUUID } from 'node:crypto';

/**
 * A job's id: random, or, with a singleton key, the same for the same name and key, so that
 * scheduling it twice stores it once (both adapters insert with ON CONFLICT DO NOTHING).
 */
export const jobIdFor = (name: string, singletonKey: string | undefined): string => {
  if (singletonKey === undefined) return randomUUID();
  const hex = createHash('sha256').update(`${name}\u0000${singletonKey}`).digest('hex');
  // Shaped as a version 8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Delay before retry `retry` (1 for the first): the first delay, doubled each time. */
export const backoffMs = (firstDelayMs: number, retry: number): number =>
  firstDelayMs * 2 ** Math.min(16, Math.max(0, retry - 1));

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_MS = 30_000;
