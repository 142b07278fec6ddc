export type * from './accounts';
