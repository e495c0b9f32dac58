import { beforeEach, describe, expect, it } from 'vitest'
import { recallFare, rememberFare, type SelectedFare } from './selected-fares'

beforeEach(() => sessionStorage.clear())

const fare = (offerRef: string): SelectedFare => ({
  offerRef,
  brandId: 'classic',
  brandName: 'Classic',
  segments: [],
})

describe('chosen fares kept for the summary after a reload', () => {
  it('recalls a fare by its offerRef', () => {
    rememberFare(fare('123'))
    expect(recallFare('123')?.brandName).toBe('Classic')
    expect(recallFare('other')).toBeUndefined()
    expect(recallFare(undefined)).toBeUndefined()
  })

  it('keeps the newest dozen', () => {
    for (let i = 0; i < 15; i++) rememberFare(fare(`f${i}`))
    expect(recallFare('f0')).toBeUndefined()
    expect(recallFare('f14')).toBeDefined()
  })

  it('reads garbage in storage as nothing kept', () => {
    sessionStorage.setItem('DX_storefrontFares', '{"not":"a list"}')
    expect(recallFare('f1')).toBeUndefined()
  })
})
