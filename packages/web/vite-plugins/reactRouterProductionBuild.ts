/**
 * Bundles React Router's own production build into the client instead of its development build,
 * with its unused components left out.
 *
 * react-router ships `dist/development` and `dist/production`, identical but for
 * `ENABLE_DEV_WARNINGS`, and its package exports only name the development one. In the browser the
 * production build drops the development-only checks and warnings guarded by that flag. Only the
 * client build is redirected: the server build keeps the copy `@react-router/node` loads, so the
 * server has one React Router, and so does the browser (`react-router/dom` in the production folder
 * imports the production chunks).
 *
 * React Router creates its components and contexts with `forwardRef`, `memo` and `createContext`
 * calls the bundler must assume have side effects, and names them for React's developer tools with
 * `displayName` assignments; so `NavLink` and the rest stayed in every page though the app never uses
 * them. Marking those calls pure and dropping the names lets tree shaking remove what is unused.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER = /^react-router(\/dom)?$/;
const DEVELOPMENT_BUILD = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
const PRODUCTION_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;
const COMPONENT_FACTORY_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME_ASSIGNMENT = /^\w+\.displayName = "[^"]*";$/gm;

/** The production build's file for a resolved React Router development file; other paths unchanged. */
export const productionBuildOf = (path: string): string => path.replace(DEVELOPMENT_BUILD, '$1production$2');

/** React Router's code with its component and context factories marked pure and their names dropped. */
export const withPureComponentFactories = (code: string): string =>
  code.replace(COMPONENT_FACTORY_CALL, '= /* @__PURE__ */ $1').replace(DISPLAY_NAME_ASSIGNMENT, '');

export const reactRouterProductionBuild = (): Plugin => ({
  name: 'kerching:react-router-production-build',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: {
    filter: { id: REACT_ROUTER },
    async handler(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : { ...resolved, id: productionBuildOf(resolved.id) };
    },
  },
  transform: {
    filter: { id: PRODUCTION_BUILD },
    handler: (code) => ({ code: withPureComponentFactories(code), map: null }),
  },
});
