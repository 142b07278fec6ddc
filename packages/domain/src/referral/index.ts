export * from './referral';
export * from './credit';
export * from './stats';
export * from './messages';
export * from './referralCode';
export * from './assignment';
export * from './sharing';
