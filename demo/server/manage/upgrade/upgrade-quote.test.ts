// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { upgradeBand } from './upgrade-quote'

describe('upgradeBand', () => {
  it('prices a flight of exactly 1,500 km in the first band and one a kilometre longer in the next', () => {
    expect([upgradeBand(1_500).usdCents, upgradeBand(1_501).usdCents]).toEqual([12_000, 29_000])
  })

  it('prices any flight over 8,000 km in the last band', () => {
    expect(upgradeBand(15_000)).toMatchObject({ upToKm: null, usdCents: 115_000 })
  })
})
