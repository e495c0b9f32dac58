// The project's import rules, checked in `npm test` by dependency-cruiser (`npm run depcruise`),
// which also draws the graph in docs/architecture.md (`npm run depcruise:graph`).
const flows = 'search|booking|manage|change|account|agency|products'
const tests = '\\.test\\.tsx?$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-framework-free',
      severity: 'error',
      comment:
        'Dependencies point one way, loader -> widgets -> core: core imports no widget, loader or demo code, and no UI library.',
      from: { path: '^core/' },
      to: { path: ['^(widgets|loader|demo)/', '(^|node_modules/)(react|react-dom|preact)(/|$)'] },
    },
    {
      name: 'loader-imports-no-widget',
      severity: 'error',
      comment: 'The loader fetches widgets at run time; it imports none.',
      from: { path: '^loader/' },
      to: { path: '^(widgets|demo)/' },
    },
    {
      name: 'widget-into-another-widget',
      severity: 'error',
      comment: "A widget imports its own files, widgets/ui and another widget's index only.",
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/', pathNot: ['^widgets/($1|ui)/', '^widgets/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'flow-to-another-flow',
      severity: 'error',
      comment:
        "A storefront flow imports its own files, shell/ and ui; it may load another flow's part lazily, as routes.ts loads pages (docs/decisions/storefront-flows.md).",
      from: { path: `^widgets/storefront/(${flows})/`, pathNot: tests },
      to: {
        path: `^widgets/storefront/(${flows})/`,
        pathNot: '^widgets/storefront/$1/',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'flow-to-root-or-fixtures',
      severity: 'error',
      comment:
        'The root (storefront.tsx, routes.ts, index.tsx) puts the flows together; no flow imports it, and shipped code imports no fixture.',
      from: { path: `^widgets/storefront/(${flows}|shell)/`, pathNot: tests },
      to: { path: '^widgets/storefront/(fixtures/|[^/]+$)' },
    },
    {
      name: 'storefront-folders-are-flows',
      severity: 'error',
      comment:
        "The storefront's folders are its flows, its shell and its fixtures: a new page goes in its flow's folder (docs/decisions/storefront-flows.md).",
      from: {
        path: '^widgets/storefront/[^/]+/',
        pathNot: `^widgets/storefront/(${flows}|shell|fixtures)/`,
      },
      to: {},
    },
    {
      name: 'shell-imports-no-flow',
      severity: 'error',
      comment:
        'What flows share lives in shell/, which imports no flow: a flow reaches another only through the shell.',
      from: { path: '^widgets/storefront/shell/', pathNot: tests },
      to: { path: `^widgets/storefront/(${flows})/` },
    },
    {
      name: 'no-fixtures-in-shipped-code',
      severity: 'error',
      comment: 'Fixtures are test data.',
      from: { path: '^(widgets|core|loader)/', pathNot: [tests, '/fixtures/'] },
      to: { path: '/fixtures/' },
    },
    {
      name: 'checkout-imports-no-capability',
      severity: 'error',
      comment:
        'demo/server checkout sells every kind of cart it is handed (graphql/checkout-kinds.ts) and reaches none of them, so a new kind leaves it untouched.',
      from: { path: '^demo/server/checkout/', pathNot: tests },
      to: {
        path: '^demo/server/(booking/(new-booking|add-to-order)|manage/exchange/exchange-order|manage/upgrade/upgrade-order)\\.ts$',
        reachable: true,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    // Type-only imports count: a circle of types is still two modules that cannot be moved apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
}
