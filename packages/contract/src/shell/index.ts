export * from './navigations';
export * from './locations';
export * from './content';
export { CountryCodeCodec } from './shared';
