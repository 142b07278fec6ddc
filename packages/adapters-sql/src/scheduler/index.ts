export * from './sqlScheduler';
export * from './pgBossScheduler';
export type * from './schedulerLog';
export { jobIdFor } from './jobIds';
