export * from './constants';
export * from './messages';
export * from './dateArithmetic';
export * from './creditClaim';
export * from './walletCredit';
export * from './walletBalance';
export * from './walletStatement';
export * from './creditCampaign';
