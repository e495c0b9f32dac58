// With introspection switched off, the schema's own description (__schema, __type) is
// not answered; __typename stays, clients need it.
import type { ValidationRule } from 'graphql'
import { validationError } from '../errors'

const introspectionFields = new Set(['__schema', '__type'])

export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(field) {
    if (!introspectionFields.has(field.name.value)) return
    context.reportError(
      validationError(
        'INTROSPECTION_DISABLED',
        'Introspection is switched off on this server; read the schema from core/api/schema.graphql.',
      ),
    )
  },
})
