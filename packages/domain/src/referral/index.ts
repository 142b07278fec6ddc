export * from './referral';
export * from './credit';
export * from './stats';
export * from './messages';
