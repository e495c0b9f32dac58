// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loyaltyBalanceOf } from './loyalty-balance'

describe('loyaltyBalanceOf', () => {
  it('is null without a membership', () => {
    expect(loyaltyBalanceOf([])).toBeNull()
  })

  it('answers the first membership’s balance, the same on every call', () => {
    const memberships = [
      { programme: 'ZZ', number: 'ZZ123456' },
      { programme: 'YY', number: 'YY9999' },
    ]
    const balance = loyaltyBalanceOf(memberships)
    expect(balance).toMatchObject({ programme: 'ZZ', number: 'ZZ123456' })
    expect(Number.isInteger(balance?.points)).toBe(true)
    expect(['Blue', 'Silver', 'Gold', 'Platinum']).toContain(balance?.tier)
    expect(loyaltyBalanceOf(memberships)).toEqual(balance)
    expect(loyaltyBalanceOf([{ programme: 'ZZ', number: 'ZZ654321' }])).not.toEqual(balance)
  })

  it('names the tier in the language asked for, the same tier in each; English for a language it lacks', () => {
    const memberships = [{ programme: 'ZZ', number: 'ZZ123456' }]
    const english = loyaltyBalanceOf(memberships)?.tier ?? ''
    const tier = ['Platinum', 'Gold', 'Silver', 'Blue'].indexOf(english)
    expect(loyaltyBalanceOf(memberships, 'ar-AE')?.tier).toBe(['البلاتينية', 'الذهبية', 'الفضية', 'الزرقاء'][tier])
    expect(loyaltyBalanceOf(memberships, 'de-DE')?.tier).toBe(['Platin', 'Gold', 'Silber', 'Blau'][tier])
    expect(loyaltyBalanceOf(memberships, 'ko-KR')?.tier).toBe(english)
  })
})
