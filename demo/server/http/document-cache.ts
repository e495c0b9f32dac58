// Parse and validate each distinct GraphQL document once: clients send the same few
// operation documents over and over, and parsing plus validation cost more than a
// search itself (target: search p99 under 100 ms). The cache is bounded by the total
// size of its documents as well as their number, and a large document is parsed but
// never kept, so a flood of distinct documents cannot grow the heap.
import { GraphQLError, parse, validate, type DocumentNode, type Source } from 'graphql'
import { limitError, RequestRefused } from '../graphql/errors'

/** Longest query text accepted, in characters (our own longest document has about 1,700). */
export const maxQueryChars = 20_000
/** Tokens the parser reads before it gives up (our own largest document has 150). */
export const maxTokens = 2_000

/** Documents longer than this are parsed for their request only. */
export const maxCachedDocumentChars = 8_000
/** The cached documents' text together, in characters; their syntax trees take some 40 bytes a character. */
export const maxCachedChars = 200_000
export const maxDocuments = 200

/** graphql-js refuses a document over `maxTokens` with a syntax error that says so ("more that" in graphql 16). */
const isTokenLimitError = (error: unknown): boolean =>
  error instanceof GraphQLError && /Document contains more \w+ \d+ tokens/.test(error.message)

function parseWithinLimits(text: string): DocumentNode {
  if (text.length > maxQueryChars) {
    throw new RequestRefused(
      limitError('QUERY_TOO_LONG', maxQueryChars, `Queries may be at most ${maxQueryChars} characters long.`),
    )
  }
  try {
    return parse(text, { maxTokens })
  } catch (error) {
    if (!isTokenLimitError(error)) throw error
    throw new RequestRefused(
      limitError('TOO_MANY_TOKENS', maxTokens, `Queries may hold at most ${maxTokens} tokens; send a smaller query.`),
    )
  }
}

/**
 * Parses a query within the size limits (unless `sizeLimits` is false, to measure what
 * they cost), then checks the document against `limitOf` (the first limit it breaks); a
 * refusal is thrown as RequestRefused. Only documents within every limit are cached, the
 * most recently used kept.
 */
export function cachedParse(
  limitOf: (document: DocumentNode) => GraphQLError | undefined,
  { sizeLimits = true } = {},
): (source: string | Source) => DocumentNode {
  const documents = new Map<string, DocumentNode>()
  let cachedChars = 0
  const keep = (text: string, document: DocumentNode) => {
    if (text.length > maxCachedDocumentChars) return
    cachedChars += text.length
    documents.set(text, document)
    for (const oldest of documents.keys()) {
      if (cachedChars <= maxCachedChars && documents.size <= maxDocuments) break
      documents.delete(oldest)
      cachedChars -= oldest.length
    }
  }
  return (source) => {
    const text = typeof source === 'string' ? source : source.body
    const cached = documents.get(text)
    if (cached) {
      // Moved to the end: the least recently used document is evicted first.
      documents.delete(text)
      documents.set(text, cached)
      return cached
    }
    const document = sizeLimits ? parseWithinLimits(text) : parse(text)
    const broken = limitOf(document)
    if (broken) throw new RequestRefused(broken)
    keep(text, document)
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
