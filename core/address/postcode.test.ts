// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { writesPostcode } from './postcode'

describe('writesPostcode', () => {
  it.each(['US', 'GB', 'DE', 'JP', 'BR', 'IL', 'gb'])('says addresses in %s carry a postcode', (country) => {
    expect(writesPostcode(country)).toBe(true)
  })

  it.each(['AE', 'ae', ' HK ', 'QA', 'MO'])('says addresses in %s carry none', (country) => {
    expect(writesPostcode(country)).toBe(false)
  })
})
