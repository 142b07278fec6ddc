/**
 * Replaces Vite's preload helper with one that only calls the import it wraps.
 *
 * Vite wraps every dynamic `import()` of the client build in `__vitePreload(load, deps)` so it can
 * fetch the chunk's CSS and module dependencies alongside it. This build asks for neither
 * (`modulePreload: false`, one stylesheet for the whole site), so `deps` is always empty and the
 * helper (about 700 bytes gzip on every page) never did anything. React Router preloads route modules
 * itself. A failed import still rejects, as it does with Vite's helper when no `vite:preloadError`
 * listener is registered (this app registers none).
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;

export const PLAIN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';

export const plainDynamicImports = (): Plugin => ({
  name: 'kerching:plain-dynamic-imports',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  load: { filter: { id: PRELOAD_HELPER }, handler: () => PLAIN_PRELOAD_HELPER },
});
