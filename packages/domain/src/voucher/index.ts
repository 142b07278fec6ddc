export * from './constants';
export * from './messages';
export * from './voucher';
export * from './voucherStatus';
export * from './refund';
export * from './voucherLifecycle';
export * from './extension';
export * from './deposit';
