import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // fp-ts and io-ts ship directory entry points that Node's ESM loader cannot import, and the
  // workspace packages are TypeScript source: bundle them into the server build.
  ssr: { noExternal: [/^@kerching\//, 'fp-ts', 'io-ts'] },
  // Dynamic imports load their own dependencies; React Router preloads each route's modules itself.
  build: { target: 'es2022', modulePreload: false },
});
