export * from './accountBuilder';
