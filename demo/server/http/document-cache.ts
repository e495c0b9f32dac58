// Parse and validate each distinct GraphQL document once: clients send the same few
// operation documents over and over, and parsing plus validation cost more than a
// search itself (target: search p99 under 100 ms).
import { parse, validate, type DocumentNode, type GraphQLError, type Source } from 'graphql'

const maxDocuments = 200

export function cachedParse(): (source: string | Source) => DocumentNode {
  const documents = new Map<string, DocumentNode>()
  return (source) => {
    const text = typeof source === 'string' ? source : source.body
    let document = documents.get(text)
    if (!document) {
      document = parse(text)
      if (documents.size >= maxDocuments) documents.delete(documents.keys().next().value as string)
      documents.set(text, document)
    }
    return document
  }
}

/** Valid for one schema and rule set, which is all this server has. */
export function cachedValidate(): typeof validate {
  const results = new WeakMap<DocumentNode, ReadonlyArray<GraphQLError>>()
  return (schema, document, rules) => {
    let errors = results.get(document)
    if (!errors) {
      errors = validate(schema, document, rules)
      results.set(document, errors)
    }
    return errors
  }
}
