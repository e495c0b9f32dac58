// GraphQL Code Generator: the TypeScript shapes of the experience API, generated from
// core/api/schema.graphql and the operation documents, so no API type is written by
// hand. `npm run codegen` writes them; `npm test` fails when they are stale
// (`npm run codegen:check`). The generated folders are never edited by hand.
import type { CodegenConfig } from '@graphql-codegen/cli'

const shared = {
  // Types only: nothing here may add a byte to a widget.
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  maybeValue: 'T | null',
  inputMaybe: 'T | null | undefined',
}

const config: CodegenConfig = {
  schema: 'core/api/schema.graphql',
  generates: {
    // What the widgets and the tests (e2e and demo server) send and read: one result and
    // one variables type per operation document, one type per fragment.
    'core/api/generated/operations.ts': {
      documents: ['core/api/*.graphql', 'test/**/*.graphql', 'demo/server/**/*.graphql', '!core/api/schema.graphql'],
      plugins: ['typescript-operations'],
      config: shared,
    },
    // What the demo server's resolvers take and answer; they see the request context.
    'demo/server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...shared,
        avoidOptionals: false,
        useIndexSignature: false,
        contextType: '../request-context#RequestContext',
        // Partner-product fields are resolved apart from their parents (graphql/parents.ts,
        // demo/server/products/product-fields.ts): resolvers answer these types without them.
        mappers: {
          Cart: "Omit<Cart, 'products'>",
          Order: "Omit<Order, 'products'>",
          Trip: "Omit<Trip, 'products' | 'order'> & { order: Omit<Order, 'products'> }",
          PurchaseResult:
            "Omit<PurchaseResult, 'droppedProducts' | 'order'> & { order: Omit<Order, 'products'> | null, droppedProducts?: Array<DroppedProduct> }",
        },
      },
    },
  },
}

export default config
