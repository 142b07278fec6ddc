export * from './gshop';
export * from './messages';
export * from './pageHead';
export * from './robots';
export * from './slugWords';
