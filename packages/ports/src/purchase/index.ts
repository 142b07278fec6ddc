export type * from './purchase';
