// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currencyExponent, minorPerUnit } from './minor-units'

describe("a currency's minor unit", () => {
  it('has no decimals for the yen and two for the dollar, euro, real and shekel', () => {
    expect(currencyExponent('JPY')).toBe(0)
    for (const currency of ['USD', 'EUR', 'BRL', 'ILS', 'AED']) expect(currencyExponent(currency)).toBe(2)
  })

  it('counts the minor units in a whole unit', () => {
    expect(minorPerUnit('JPY')).toBe(1)
    expect(minorPerUnit('GBP')).toBe(100)
  })
})
