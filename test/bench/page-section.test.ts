// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withSection } from './page-section.mjs'

describe('withSection', () => {
  const section = ['## Lighthouse and page weight', '', 'new figures', '']

  it('replaces the section and keeps what comes before and after it', () => {
    const page =
      '# Performance\n\n## Search load\n\nold load\n\n## Lighthouse and page weight\n\nold figures\n\n## Later\n\nkept\n'
    expect(withSection(page, section)).toBe(
      '# Performance\n\n## Search load\n\nold load\n\n## Lighthouse and page weight\n\nnew figures\n\n## Later\n\nkept\n',
    )
  })

  it('replaces a section in the middle of the page up to the next heading only', () => {
    const page = '# Performance\n\n## Search load\n\nold load\n\n## Lighthouse and page weight\n\nkept\n'
    expect(withSection(page, ['## Search load', '', 'new load', ''])).toBe(
      '# Performance\n\n## Search load\n\nnew load\n\n## Lighthouse and page weight\n\nkept\n',
    )
  })

  it('adds the section at the end of a page that has none', () => {
    expect(withSection('# Performance\n\nsizes\n', section)).toBe(
      '# Performance\n\nsizes\n\n## Lighthouse and page weight\n\nnew figures\n',
    )
  })
})
