import { defineConfig } from 'vite';

/** Bundled: the workspace packages (TypeScript source) and fp-ts / io-ts (directory entry points
 * that Node's ESM loader cannot import). Everything else from node_modules stays external. */
const BUNDLED = /^(@kerching\/|fp-ts(\/|$)|io-ts(\/|$))/;

export default defineConfig({
  ssr: { noExternal: [/^@kerching\//, 'fp-ts', 'io-ts'] },
  build: {
    target: 'node20',
    emptyOutDir: true,
    rollupOptions: {
      external: (id) => !BUNDLED.test(id) && !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { entryFileNames: 'main.js' },
    },
  },
});
