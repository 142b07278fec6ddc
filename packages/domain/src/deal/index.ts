export * from './deal';
export * from './constants';
export * from './messages';
export * from './availability';
export * from './purchaseQuantity';
export * from './display';
export * from './onSaleNow';
export * from './remainingOfCap';
