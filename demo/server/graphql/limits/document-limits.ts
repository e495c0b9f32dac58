// The limits a document must keep before it is validated against the schema and run.
// They are checked first and on their own: they are cheap, and an oversized document
// is refused before the standard rules spend time on it.
import { validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql'
import { maxAliasesRule } from './max-aliases'
import { maxCostRule } from './max-cost'
import { maxDepthRule } from './max-depth'
import { maxFieldsRule } from './max-fields'
import { noIntrospectionRule } from './no-introspection'
import { oneConversationStartRule } from './one-conversation-start'

export interface LimitOptions {
  /** Answer __schema and __type; on in development, off in production. */
  introspection: boolean
  /**
   * Enforce the limits on size and shape; on unless false. Off only to measure what they
   * cost (DX_GRAPHQL_LIMITS=off); introspection keeps its own setting.
   */
  enforced?: boolean
}

/** The first limit the document breaks, or undefined when it keeps them all. */
export function documentLimits(
  schema: GraphQLSchema,
  options: LimitOptions,
): (document: DocumentNode) => GraphQLError | undefined {
  const rules =
    options.enforced === false
      ? []
      : [maxDepthRule, maxAliasesRule, maxFieldsRule, maxCostRule, oneConversationStartRule]
  if (!options.introspection) rules.push(noIntrospectionRule)
  if (rules.length === 0) return () => undefined
  return (document) => validate(schema, document, rules)[0]
}
