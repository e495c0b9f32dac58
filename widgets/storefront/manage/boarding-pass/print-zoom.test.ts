// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { A4, LETTER, SMALLEST_PAGE, printZoom } from './print-zoom'

describe('printZoom', () => {
  it('keeps a pass that fits at its own size', () => {
    expect(printZoom(A4, 672, 900)).toBe(1)
  })

  it('shrinks a pass taller than the page less its margins', () => {
    // Letter: (11 - 0.8) in x 96 = 979.2 px of height.
    expect(printZoom(LETTER, 672, 1958.4)).toBeCloseTo(0.5)
  })

  it('shrinks a pass wider than the page less its margins', () => {
    // A4: (8.27 - 0.8) in x 96 = 717.12 px of width.
    expect(printZoom(A4, 1434.24, 500)).toBeCloseTo(0.5)
  })

  it('fits the smaller of A4 and Letter in each direction', () => {
    expect(SMALLEST_PAGE).toEqual({ widthIn: 8.27, heightIn: 11 })
    expect(printZoom(SMALLEST_PAGE, 672, 1000)).toBeCloseTo(979.2 / 1000)
  })

  it('uses the margin it is given', () => {
    expect(printZoom(LETTER, 816, 500, 0)).toBe(1)
  })
})
