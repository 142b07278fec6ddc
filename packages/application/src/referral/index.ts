export * from './assignReferral';
export * from './creditDueReferrals';
export * from './getReferralOverview';
export * from './openReferralLink';
export * from './recordReferralShare';
