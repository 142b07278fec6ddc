export * from './constants';
export * from './messages';
export * from './promoResult';
export * from './marketingCredit';
export * from './promoDiscount';
export * from './promoCodeRules';
export * from './discountCodes';
