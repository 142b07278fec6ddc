export * from './sqlUsers';
export * from './sqlSessions';
export * from './sqlOneTimeTokens';
export * from './sqlLoginAttempts';
export * from './sqlMailOutbox';
export * from './sqlNewsletterSubscriptions';
export { secretHash } from './sqlSupport';
