// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const page = readFileSync(new URL('./storefront.html', import.meta.url), 'utf8')

describe('the demo storefront page', () => {
  it('heads every storefront page with the airline’s name, not a booking step', () => {
    const headings = [...page.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]?.replace(/<[^>]+>/g, ''))
    expect(headings).toEqual(['Zed Air demo airline ZZ'])
    expect(page).not.toContain('Book a flight')
  })
})
