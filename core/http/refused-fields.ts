import { isDxError } from './errors'

/** One refused field of a validation error, e.g. { path: 'passengers.2.dateOfBirth', code: 'CHILD_AGE' }. */
export interface FieldProblem {
  path: string
  code: string
}

/** The fields a validation error refuses (extensions.details `{ path, code }`), each with why; none for any other error. */
export function refusedFields(error: unknown): FieldProblem[] {
  if (!isDxError(error) || error.type !== 'validation' || !Array.isArray(error.details)) return []
  return (error.details as unknown[]).flatMap((detail) => {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown }
    return typeof path === 'string' && typeof code === 'string' ? [{ path, code }] : []
  })
}
