export * from './sqlScheduler';
export * from './pgBossScheduler';
export type * from './schedulerLog';
export { jobIdFor } from './jobIds';
export { startIntervalLoop, type IntervalLoop } from './intervalLoop';
