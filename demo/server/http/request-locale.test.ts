// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { requestLocale } from './request-locale'

describe('the locale a request asks for', () => {
  it('takes the Accept-Language locale the API has names in', () => {
    expect(requestLocale({ 'accept-language': 'ar-AE' })).toBe('ar-AE')
    expect(requestLocale({ 'accept-language': 'de-de' })).toBe('de-DE')
  })

  it('goes by preference, a language alone standing for its locale', () => {
    expect(requestLocale({ 'accept-language': 'it-IT, de;q=0.8, ar;q=0.9' })).toBe('ar-AE')
    expect(requestLocale({ 'accept-language': 'en-GB' })).toBe('en-US')
  })

  it('answers en-US with no header, or one naming nothing the API has', () => {
    expect(requestLocale({})).toBe('en-US')
    expect(requestLocale({ 'accept-language': 'it-IT, *;q=0.1' })).toBe('en-US')
    expect(requestLocale({ 'accept-language': 'de-DE;q=0' })).toBe('en-US')
  })
})
