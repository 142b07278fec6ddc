export * from './formatPrice';
export * from './priceDisplayMode';
export * from './decimalAmount';
