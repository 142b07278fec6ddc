export * from './catalogueFile';
export * from './problems';
export * from './imageQuery';
