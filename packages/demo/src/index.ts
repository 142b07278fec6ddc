/**
 * The demo: a deterministic catalogue of the four sites (as the catalogue file the importer reads),
 * the scale catalogue for benchmarks, and the demo shop (codes, credit, gift cards, shoppers) that
 * `npm start` loads into an empty database. Drawn deal images are `@kerching/demo/images`.
 */
export {
  CASE_NAMES,
  DEMO_CASES,
  DEMO_NEAR_ME,
  DEMO_SEED,
  type DemoCaseDeal,
  type DemoCaseName,
  type DemoOptions,
  demoCatalogue,
  demoCatalogueFile,
} from './demoCatalogue';
export { SCALE_DEALS, scaleCatalogue } from './scaleCatalogue';
export * from './demoShop';
export { demoPromoCode } from './content/edition';
