import { describe, expect, it, vi } from 'vitest'
import { $currency, $execution, $selections } from './store'

describe('the store shared by every widget on the page', () => {
  it('gives a second copy of the module (another chunk or loader version) the same atoms', async () => {
    vi.resetModules()
    const again = await import('./store')
    expect(again.$execution).toBe($execution)
    expect(again.$currency).toBe($currency)
    expect(again.$selections).toBe($selections)
  })

  it('shows one widget what another wrote', async () => {
    vi.resetModules()
    const other = await import('./store')
    other.$selections.setKey('seats', ['12A'])
    expect($selections.get().seats).toEqual(['12A'])
  })

  it("starts with no currency when the host sets none: the API applies the point of sale's, else USD", () => {
    expect($currency.get()).toBeUndefined()
  })
})
