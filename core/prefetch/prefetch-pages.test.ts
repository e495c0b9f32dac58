// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { opensPrefetchPage } from './prefetch-pages'

describe('a location hash that opens a page some prefetch family serves', () => {
  it.each([
    '#/b2c/flight-selection?origin0=LHR',
    '#/flight-selection?origin0=LHR',
    '#/b2c/meta-search?itinerary=x',
    '#/B2C/MYB?pnr=K7PQ2M&lastName=Lee',
    '#/myb?pnr=K7PQ2M',
  ])('%s is one', (hash) => {
    expect(opensPrefetchPage(hash)).toBe(true)
  })

  it.each(['', '#', '#/b2c', '#/b2c/home?origin0=LHR', '#/b2c/passengers', '#top', '#/b2c/home?next=myb'])(
    '%s is none',
    (hash) => {
      expect(opensPrefetchPage(hash)).toBe(false)
    },
  )
})
