// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { textsByComponent, textsByLocale } from './authored-messages'

const texts = [
  { locale: 'de-DE', component: 'global', key: 'close', value: 'Zu' },
  { locale: 'de-DE', component: 'searchBox', key: 'journey.one-way', value: 'Hinflug' },
  { locale: 'en-US', component: 'searchBox', key: 'formLabel', value: 'Find flights' },
]

describe('authored texts nested', () => {
  it('like a locale file for the metadata, the global component back under common', () => {
    expect(textsByLocale(texts)).toEqual({
      'de-DE': { common: { close: 'Zu' }, searchBox: { journey: { 'one-way': 'Hinflug' } } },
      'en-US': { searchBox: { formLabel: 'Find flights' } },
    })
  })

  it('by component for tree nodes, global keeping its name', () => {
    expect(textsByComponent(texts)['de-DE']).toEqual({
      global: { close: 'Zu' },
      searchBox: { journey: { 'one-way': 'Hinflug' } },
    })
  })
})
