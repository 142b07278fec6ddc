export * from './level';
export * from './clubStatus';
export * from './exchange';
export * from './clubPoints';
export * from './loadingStatus';
export * from './messages';
