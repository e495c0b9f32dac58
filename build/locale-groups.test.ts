// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localeNamespace } from '../esbuild.config.mjs'

describe('dx-locale modules', () => {
  it('give a namespace without its groups that ship apart: the runtime’s errors carry no account code', () => {
    const { errors } = localeNamespace('errors') as { errors: Record<string, unknown> }
    expect(errors.NETWORK_ERROR).toBeTypeOf('string')
    expect(errors.code).toBeUndefined()
  })

  it('give a group apart on its own, nested as in the locale file', () => {
    const { errors } = localeNamespace('errors.code') as { errors: { code: Record<string, string> } }
    expect(Object.keys(errors)).toEqual(['code'])
    expect(errors.code.SIGN_IN_FAILED).toMatch(/email or password/)
  })

  it('give each partner-product page its own group of texts, none of the others', () => {
    const { products } = localeNamespace('products.cars') as { products: Record<string, unknown> }
    expect(Object.keys(products)).toEqual(['cars'])
    expect(Object.keys((localeNamespace('products') as { products: object }).products)).toEqual([])
  })

  it('refuse a group that does not ship apart', () => {
    expect(() => localeNamespace('common.stops')).toThrow(/not a group that ships apart/)
  })
})
