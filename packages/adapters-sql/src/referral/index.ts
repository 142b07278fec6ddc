export * from './sqlReferrals';
