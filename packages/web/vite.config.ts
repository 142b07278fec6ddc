import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { plainDynamicImports } from './vite-plugins/plainDynamicImports';
import { precompressAssets } from './vite-plugins/precompressAssets';
import { reactRouterProductionBuild } from './vite-plugins/reactRouterProductionBuild';

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    plainDynamicImports(),
    vanillaExtractPlugin(),
    reactRouter(),
    precompressAssets(),
  ],
  // fp-ts and io-ts ship directory entry points that Node's ESM loader cannot import, and the
  // workspace packages are TypeScript source: bundle them into the server build.
  ssr: { noExternal: [/^@kerching\//, 'fp-ts', 'io-ts'] },
  // Dynamic imports load their own dependencies; React Router preloads each route's modules itself.
  build: {
    target: 'es2022',
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      // fp-ts builds `as` and `asUnit` (Either, Option) and Option's `orElse` at module level with
      // unannotated calls of these pure helpers: said pure, they go when unused (-75 bytes gzip a page).
      treeshake: { manualPureFunctions: ['dual', 'as_', 'asUnit_'] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the root route loads on every page, in one file instead of a dozen small ones.
            {
              name: 'shell',
              test: /app\/(shell\/(Header\.tsx|pageHead|CsrfField)|account\/(accountMenu|returnPath)|theme\/(layout|controls)\.css)|domain\/src\/(seo\/(pageHead|siteFiles)|routing\/staticPages|account\/links|navigation\/navigationItem|promo\/discountCodesPath)|fp-ts\/es6\/Option|preload-helper/,
            },
            // Deal cards (homepage, listings and search results), and the links with counts listings and
            // search results filter by.
            {
              name: 'deal-card',
              test: /app\/(components\/(DealCard|dealCardModel|priceDisplayMode|CountedLinks|countedLinks)|composition\/lazy(Store|BrowserServices))/,
            },
            // The paged deal list: homepage and listings.
            {
              name: 'deal-list',
              test: /app\/listing\/(DealList|pageMeta|listingCopy|dealListState)|domain\/src\/listing\/(filters|pageSizes|dealListState)/,
            },
          ],
        },
      },
    },
  },
});
