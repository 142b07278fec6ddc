/**
 * Back-in-stock alerts, outside the package's main entry: only the server uses them, and keeping
 * them out of the modules the browser bundle walks keeps its chunks as they were.
 */
export * from './requestBackInStockAlert';
export * from './sendBackInStockAlerts';
export * from './listBackInStockAlerts';
export * from './cancelBackInStockAlert';
