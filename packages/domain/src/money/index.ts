export * from './formatPrice';
export * from './priceDisplayMode';
