export * from './backInStockAlert';
