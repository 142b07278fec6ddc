export * from './constants';
export * from './subscriptionEligibility';
export * from './cancellation';
export * from './vipStatus';
export * from './vipPrice';
export * from './messages';
