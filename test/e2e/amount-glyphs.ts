// Where an amount's currency symbol and digits are drawn on screen: right-to-left text must keep
// "US$ 12.00" whole, the symbol on the number's left, where the bidirectional algorithm left
// alone would draw "$US 12.00" (issue 28, item 7).
import { expect } from 'vitest'
import type { Locator } from 'playwright-core'

/** Where "U", "S" and "$" of the first "US$" in `element`, and its amount's first digit, are drawn (x of each). */
export function amountGlyphs(element: Locator) {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const symbol = text.indexOf('US$')
      if (symbol < 0) continue
      const number = /\d[\d.,]*[\s\u2068\u2069]*$/.exec(text.slice(0, symbol))
      const x = (index: number) => {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return range.getBoundingClientRect().x
      }
      return { u: x(symbol), s: x(symbol + 1), dollar: x(symbol + 2), digit: number ? x(number.index) : Number.NaN }
    }
    return null
  })
}

/** The first "US$" amount in `element` reads "US$ 12.00" on screen: U, S, $ and the digits from left to right. */
export async function expectSymbolLeftOfNumber(element: Locator, where: string): Promise<void> {
  const glyphs = await amountGlyphs(element)
  if (!glyphs) throw new Error(`no US$ amount in ${where}: ${await element.textContent()}`)
  expect(glyphs.u, where).toBeLessThan(glyphs.s)
  expect(glyphs.s, where).toBeLessThan(glyphs.dollar)
  expect(glyphs.dollar, where).toBeLessThan(glyphs.digit)
}
