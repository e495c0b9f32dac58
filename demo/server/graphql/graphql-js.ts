// graphql-js, imported by its CommonJS entry on purpose. graphql-http imports 'graphql'
// from Node, which loads index.js; a bare 'graphql' import here could load index.mjs
// instead under vitest (it honours the "module" field), and two copies of graphql-js
// refuse each other's schema ("from another module or realm").
export { buildSchema, graphql, GraphQLError, type GraphQLSchema } from 'graphql/index.js'
