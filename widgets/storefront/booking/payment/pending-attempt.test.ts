import { beforeEach, describe, expect, it } from 'vitest'
import { dropExecution, receiveExecution } from '../../../../core/execution/execution'
import { DxError } from '../../../../core/http/errors'
import { awaitsLostPurchase } from './pending-attempt'
import { attemptKey, type PaymentChoice } from './purchase-attempt'

const VISA: PaymentChoice = { type: 'CARD', brand: 'VISA', last4: '1111', expiry: '12/2028' }
const expired = new DxError({ type: 'EXECUTION_EXPIRED', message: 'The conversation has ended.' })

describe('the payment page’s own answer to an ended conversation', () => {
  beforeEach(() => {
    sessionStorage.clear()
    receiveExecution('conv-1')
  })

  it('is the page’s while a purchase of the conversation awaits its answer', () => {
    attemptKey('conv-1', VISA)
    expect(awaitsLostPurchase(expired)).toBe(true)
  })

  it('is still the page’s once the ended conversation’s key was dropped', () => {
    attemptKey('conv-1', VISA)
    dropExecution()
    expect(awaitsLostPurchase(expired)).toBe(true)
  })

  it('is the shell’s when no purchase of the conversation is under way', () => {
    expect(awaitsLostPurchase(expired)).toBe(false)
  })

  it('is the shell’s for any other failure', () => {
    attemptKey('conv-1', VISA)
    expect(awaitsLostPurchase(new DxError({ type: 'validation', message: 'Refused.' }))).toBe(false)
  })
})
