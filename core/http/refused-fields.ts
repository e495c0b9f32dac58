import { isDxError } from './errors'

/** The fields a validation error refuses (extensions.details `{ path, code }`), each with why; none for any other error. */
export function refusedFields(error: unknown): { path: string; code: string }[] {
  if (!isDxError(error) || error.type !== 'validation' || !Array.isArray(error.details)) return []
  return (error.details as unknown[]).flatMap((detail) => {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown }
    return typeof path === 'string' && typeof code === 'string' ? [{ path, code }] : []
  })
}
