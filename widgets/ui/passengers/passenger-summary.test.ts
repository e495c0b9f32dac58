import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SEARCH_CONFIG } from '../../../core/search/config'
import { translate } from '../../../core/i18n/i18n'
import type { Translate } from '../use-translate'
import { passengerSummary } from './passenger-summary'

const t: Translate = (key, params) => translate('en-US', key, params)

describe('passengerSummary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('names one passenger type alone, without building a list formatter', () => {
    const lists = vi.spyOn(Intl, 'ListFormat')
    expect(passengerSummary({ ADT: 1 }, DEFAULT_SEARCH_CONFIG, t, 'en-US')).toBe('1 adult')
    expect(lists).not.toHaveBeenCalled()
  })

  it('joins several passenger types with the locale list punctuation', () => {
    expect(passengerSummary({ ADT: 2, CHD: 1 }, DEFAULT_SEARCH_CONFIG, t, 'en-US')).toBe('2 adults, 1 child')
  })
})
