import { act, render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { useStore } from './use-store'

const $currency = atom('EUR')

function Currency() {
  return <output>{useStore($currency)}</output>
}

describe('useStore', () => {
  it('shows the store’s value, follows its changes and stops listening on unmount', () => {
    const view = render(<Currency />)
    expect(screen.getByRole('status').textContent).toBe('EUR')
    act(() => $currency.set('GBP'))
    expect(screen.getByRole('status').textContent).toBe('GBP')
    view.unmount()
    expect($currency.lc).toBe(0)
  })
})
