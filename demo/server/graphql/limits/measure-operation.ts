// What one operation asks once its fragments are expanded: the figures the limit rules
// compare with their limits. Each fragment is measured once however often it is spread,
// so a document of fragments spread into one another costs its size to measure, not
// what it expands to; a fragment spread inside itself counts nothing here (the standard
// rules refuse the cycle).
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'
import { maxAirportsLimit } from '../resolvers/airports'

// Depth and aliases are graphql-armor's (max-depth.ts, max-aliases.ts); what armor does not
// measure as we need is here (docs/decisions/graphql-limits-from-libraries.md).
export interface OperationMeasure {
  /** Field selections, each alias counted. */
  fields: number
  /** Estimated cost: each field 1, a field's selections multiplied by its `limit` (or that argument's default). */
  cost: number
  /** How often each root field is selected, by name (aliases and fragments included). */
  rootFields: ReadonlyMap<string, number>
}

/** A `limit` given as a variable is counted at the longest list a field answers (airports is the one field with a `limit`). */
export const largestListLimit = maxAirportsLimit

const none: OperationMeasure = { fields: 0, cost: 0, rootFields: new Map() }

/** How many items a field may answer: its `limit` argument or that argument's default; 1 for a field without one. */
function listLimit(field: FieldNode, definition: GraphQLField<unknown, unknown> | undefined): number {
  const argument = field.arguments?.find((arg) => arg.name.value === 'limit')
  if (argument) {
    // Never below 1: a negative limit (refused when it runs) must not pay for a costly sibling.
    return argument.value.kind === 'IntValue' ? Math.max(1, Number(argument.value.value)) : largestListLimit
  }
  const byDefault = definition?.args.find((arg) => arg.name === 'limit')
  if (!byDefault) return 1
  return typeof byDefault.defaultValue === 'number' ? byDefault.defaultValue : largestListLimit
}

const fieldOf = (parent: GraphQLNamedType | undefined, name: string) =>
  isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined

const measured = new WeakMap<OperationDefinitionNode, OperationMeasure>()

/** The operation's figures, measured once per document. */
export function measureOperation(context: ValidationContext, operation: OperationDefinitionNode): OperationMeasure {
  const known = measured.get(operation)
  if (known) return known
  const fragments = new Map<string, OperationMeasure>()
  const visiting = new Set<string>()

  const schema = context.getSchema()
  const typeNamed = (name: string | undefined) => (name === undefined ? undefined : schema.getType(name))

  const measureField = (field: FieldNode, parent: GraphQLNamedType | undefined): OperationMeasure => {
    const definition = fieldOf(parent, field.name.value)
    const type = definition && getNamedType(definition.type)
    const inner = field.selectionSet ? measureSet(field.selectionSet, type) : none
    return {
      fields: inner.fields + 1,
      cost: 1 + listLimit(field, definition) * inner.cost,
      rootFields: new Map([[field.name.value, 1]]),
    }
  }

  const measureFragment = (name: string): OperationMeasure => {
    const done = fragments.get(name)
    if (done) return done
    const fragment = context.getFragment(name)
    if (!fragment || visiting.has(name)) return none
    visiting.add(name)
    const result = measureSet(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value))
    visiting.delete(name)
    fragments.set(name, result)
    return result
  }

  function measureSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined): OperationMeasure {
    // The names of the fields of this one level, through its fragments.
    const names = new Map<string, number>()
    const total = { fields: 0, cost: 0, rootFields: names }
    for (const selection of set.selections) {
      const part =
        selection.kind === 'Field'
          ? measureField(selection, parent)
          : selection.kind === 'FragmentSpread'
            ? measureFragment(selection.name.value)
            : measureSet(selection.selectionSet, typeNamed(selection.typeCondition?.name.value) ?? parent)
      total.fields += part.fields
      total.cost += part.cost
      for (const [name, count] of part.rootFields) names.set(name, (names.get(name) ?? 0) + count)
    }
    return total
  }

  const result = measureSet(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined)
  measured.set(operation, result)
  return result
}
