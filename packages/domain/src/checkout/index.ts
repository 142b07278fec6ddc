export * from './constants';
export * from './messages';
export * from './status';
export * from './fetchFailure';
export * from './prerequisites';
export * from './orderRequest';
export * from './purchaseError';
export * from './orderMail';
