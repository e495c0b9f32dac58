import type { MutationResolvers, QueryResolvers } from './generated/resolvers'

/** The plain function of a generated resolver (it may also be written as { resolve }). */
type ResolverFunction<R> = Extract<NonNullable<R>, (...args: never[]) => unknown>

/**
 * A Query or Mutation field on a graphql-js root value: called with the field's
 * arguments and the request context (no parent), answering what the generated
 * resolver answers. The arguments and the result both come from the schema, so a
 * field renamed there breaks the resolver that answers it.
 */
type RootField<R> = (
  args: Parameters<ResolverFunction<R>>[1],
  context: Parameters<ResolverFunction<R>>[2],
) => ReturnType<ResolverFunction<R>>

type RootFields<Resolvers> = { [K in keyof Resolvers]-?: RootField<Resolvers[K]> }

/** Every Query and Mutation field of core/api/schema.graphql, as the demo server answers it. */
export type RootValue = RootFields<QueryResolvers> & RootFields<MutationResolvers>
