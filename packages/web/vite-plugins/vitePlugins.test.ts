// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAIN_PRELOAD_HELPER } from './plainDynamicImports';
import { productionBuildOf, withPureComponentFactories } from './reactRouterProductionBuild';

const require = createRequire(import.meta.url);

describe('React Router production build', () => {
  it.each(['react-router', 'react-router/dom'])('%s resolves to a file of the production build', (specifier) => {
    const development = require.resolve(specifier);
    expect(development).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const production = productionBuildOf(development);
    expect(production).toMatch(/[\\/]dist[\\/]production[\\/]/);
    expect(existsSync(production)).toBe(true);
  });

  it('leaves every other module where it is', () => {
    expect(productionBuildOf('/app/node_modules/react-dom/client.js')).toBe('/app/node_modules/react-dom/client.js');
  });

  const productionDir = dirname(productionBuildOf(require.resolve('react-router')));
  const productionCode = readdirSync(productionDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(productionDir, file), 'utf8'))
    .join('\n');

  it('the production build is the one with development warnings off', () => {
    expect(productionCode).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(productionCode).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it('marks the installed version’s components and contexts pure and drops their display names', () => {
    expect(productionCode).toMatch(/\.displayName = "/);
    const code = withPureComponentFactories(productionCode);
    expect(code).not.toMatch(/^\w+\.displayName = /m);
    expect(code).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(code).toMatch(/var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/);
    expect(code).not.toMatch(/= React\d*\.(forwardRef|createContext|memo)\(/);
  });

  it('changes nothing else', () => {
    const sample = 'var Link = React10.forwardRef(render);\nLink.displayName = "Link";\nconst x = useMemo(f);\n';
    expect(withPureComponentFactories(sample)).toBe(
      'var Link = /* @__PURE__ */ React10.forwardRef(render);\n\nconst x = useMemo(f);\n',
    );
  });
});

describe('plain dynamic imports', () => {
  const loadHelper = async (): Promise<unknown> => {
    const file = join(mkdtempSync(join(tmpdir(), 'preload-helper-')), 'helper.mjs');
    writeFileSync(file, PLAIN_PRELOAD_HELPER);
    const helper: unknown = await import(/* @vite-ignore */ pathToFileURL(file).href);
    return helper;
  };

  it('answers the import it wraps, and its failure', async () => {
    const helper = await loadHelper();
    expect(helper).toHaveProperty('__vitePreload');
    const preload = (helper as { __vitePreload: (load: () => Promise<unknown>) => Promise<unknown> }).__vitePreload;
    const chunk = { default: 'route module' };
    await expect(preload(() => Promise.resolve(chunk))).resolves.toBe(chunk);
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
