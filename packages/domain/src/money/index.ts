export * from './formatPrice';
