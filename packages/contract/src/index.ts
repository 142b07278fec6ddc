export * from './deals/dealSummary';
export * from './deals/listing';
export * from './deals/mapView';
export * from './search/index';
export * from './deal-page/index';
export * from './errors';
export { SafeText, unsafeTextProblem } from './codecs';
export * from './catalogue/index';
export * from './shell/index';
