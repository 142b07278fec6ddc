/**
 * The dependency rule of ARCHITECTURE.md, checked by dependency-cruiser in `npm test`.
 * `tests/guardrails.test.ts` proves each rule fires on a forbidden import.
 */
const pkg = (name) => `^packages/${name}/`;
const npm = (names) => `node_modules/(\\.pnpm/)?(${names.map((n) => n.replace('/', '[+/]')).join('|')})[@/]`;
const notTest = '\\.(test|property\\.test)\\.tsx?$|/testing/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports fp-ts and itself only: no I/O, no framework.',
      severity: 'error',
      from: { path: pkg('domain'), pathNot: notTest },
      to: { pathNot: [pkg('domain'), npm(['fp-ts'])] },
    },
    {
      name: 'ports-only-types',
      severity: 'error',
      from: { path: pkg('ports'), pathNot: notTest },
      to: { pathNot: [pkg('domain'), pkg('ports'), npm(['fp-ts', 'rxjs'])] },
    },
    {
      name: 'application-uses-ports',
      severity: 'error',
      from: { path: pkg('application'), pathNot: notTest },
      to: { pathNot: [pkg('domain'), pkg('ports'), pkg('application'), npm(['fp-ts', 'rxjs'])] },
    },
    {
      name: 'contract-is-codecs',
      severity: 'error',
      from: { path: pkg('contract'), pathNot: notTest },
      to: { pathNot: [pkg('domain'), pkg('contract'), npm(['fp-ts', 'io-ts'])] },
    },
    {
      name: 'adapters-never-each-other',
      comment: 'An adapter adapts one technology and never imports another adapter, the application, server or web.',
      severity: 'error',
      from: { path: '^packages/(adapters-[^/]+)/' },
      to: { path: '^packages/(adapters-[^/]+|application|server|web)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'web-never-sql',
      comment: 'The web app reads the API; it never imports adapters-sql or the server.',
      severity: 'error',
      from: { path: pkg('web') },
      to: { path: ['^packages/(adapters-sql|server)/', npm(['pg', '@electric-sql/pglite', 'umzug'])] },
    },
    {
      name: 'server-never-web',
      comment: 'The server composes and serves the built web app (loaded by path at start); it never imports web source.',
      severity: 'error',
      from: { path: pkg('server') },
      to: { path: pkg('web') },
    },
    {
      name: 'demo-uses-the-core',
      comment: 'The demo (catalogue, shop, drawn images) is built from domain, ports, application and contract; it never imports an adapter, the server or web.',
      severity: 'error',
      from: { path: pkg('demo') },
      to: { path: '^packages/(adapters-[^/]+|server|web)/' },
    },
    {
      name: 'core-never-adapters',
      severity: 'error',
      from: { path: '^packages/(domain|ports|application|contract)/' },
      to: { path: '^packages/(adapters-[^/]+|server|web)/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves: a package used is a package declared.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules/\\.vite|dist[-a-z]*|build[-a-z]*|\\.tsbuild|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
