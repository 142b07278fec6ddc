export * from './sqlBackInStockAlerts';
