export * from './sqlRateLimits';
