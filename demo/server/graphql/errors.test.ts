// @vitest-environment node
import { GraphQLError } from 'graphql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldsError, limitError, RequestRefused, toCatalogueError } from './errors'

afterEach(() => {
  vi.restoreAllMocks()
})

const quietLog = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('toCatalogueError', () => {
  it('gives an unexpected error (a stack overflow) a generic internal error, without its message', () => {
    quietLog()
    const error = toCatalogueError(new RangeError('Maximum call stack size exceeded')) as GraphQLError
    expect(error.extensions).toEqual({ type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 })
    expect(error.message).not.toContain('Maximum call stack')
  })

  it('keeps the unexpected error in the server log', () => {
    const log = quietLog()
    const overflow = new RangeError('Maximum call stack size exceeded')
    toCatalogueError(overflow)
    expect(log).toHaveBeenCalledWith(expect.any(String), overflow)
  })

  it("gives a resolver's unexpected error the same internal error", () => {
    quietLog()
    const wrapped = new GraphQLError('db is locked', { originalError: new Error('db is locked') })
    expect((toCatalogueError(wrapped) as GraphQLError).extensions.code).toBe('INTERNAL_ERROR')
  })

  it("keeps graphql-http's own refusal of a malformed request, written for the client", () => {
    const error = toCatalogueError(new Error('Missing query')) as GraphQLError
    expect(error.extensions).toEqual({ type: 'HTTPERROR', code: 'BAD_REQUEST', status: 400 })
    expect(error.message).toBe('Missing query')
  })

  it('answers a refused request with the limit error it carries', () => {
    const tooDeep = limitError('QUERY_TOO_DEEP', 15, 'too deep')
    expect(toCatalogueError(new RequestRefused(tooDeep))).toBe(tooDeep)
  })
})

describe('fieldsError', () => {
  it('is a validation error listing every invalid field in details', () => {
    const details = [{ path: 'passengers.1.dateOfBirth', code: 'INVALID_DATE' }]
    expect(fieldsError('INVALID_PASSENGERS', 'Check the marked fields.', details).extensions).toEqual({
      type: 'validation',
      code: 'INVALID_PASSENGERS',
      status: 400,
      details,
    })
  })
})
