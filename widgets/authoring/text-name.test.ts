import messages from 'dx-locale:authoring'
import { describe, expect, it } from 'vitest'
import arAE from '../../locales/ar-AE.json'
import deDE from '../../locales/de-DE.json'
import enUS from '../../locales/en-US.json'
import { addMessages, translate } from '../../core/i18n/i18n'
import type { Translate } from '../ui/use-translate'
import { textName } from './text-name'

addMessages('en-US', messages)
const t: Translate = (key, params) => translate('en-US', key, params)

describe('textName', () => {
  it('names a text by its component and the translation it replaces, not by its key', () => {
    expect(textName('searchBox.title', 'Book a flight', t)).toBe('Search box: “Book a flight”')
  })

  it('cuts a long translation short', () => {
    const name = textName('payment.terms', 'x'.repeat(300), t)
    expect(name.length).toBeLessThan(80)
    expect(name.endsWith('…”')).toBe(true)
  })

  // The translation contract: every namespace an author can edit has a name in every
  // locale, so no editor is ever titled with a bare key.
  it.each([
    ['en-US', enUS],
    ['de-DE', deDE],
    ['ar-AE', arAE],
  ])('names every namespace of the locale files in %s', (_, locale) => {
    const names: Record<string, unknown> = locale.authoring.components
    const unnamed = Object.keys(enUS).filter((namespace) => typeof names[namespace] !== 'string')
    expect(unnamed).toEqual([])
  })
})
