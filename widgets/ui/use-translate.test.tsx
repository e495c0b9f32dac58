import { afterEach, describe, expect, it } from 'vitest'
import { memo } from 'react'
import { act, render, screen } from '@testing-library/react'
import { useTranslate, type Translate } from './use-translate'
import { $authoredTexts } from '../../core/i18n/authored-texts'

afterEach(() => $authoredTexts.set({}))

// Memoised on `t`: it renders again only when `t` is a new function.
const RetryButton = memo(function RetryButton({ t }: { t: Translate }) {
  return <button type="button">{t('common.retry')}</button>
})

function Probe() {
  const { t } = useTranslate()
  return <RetryButton t={t} />
}

describe('useTranslate', () => {
  it("gives a new t when an author's texts change, so that what is memoised on it shows them", () => {
    render(<Probe />)
    expect(screen.getByRole('button').textContent).toBe('Try again')
    act(() => $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } }))
    expect(screen.getByRole('button').textContent).toBe('Have another go')
  })
})
