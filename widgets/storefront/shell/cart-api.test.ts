import { describe, expect, it } from 'vitest'
import { receiveExecution } from '../../../core/execution/execution'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../../test/fake-network'
import { cartFor } from '../fixtures/offers'
import { addItinerary } from './cart-api'

cleanPageBetweenTests()

const insurance = JSON.stringify({ execution: 'e1s1', choice: 'ESSENTIAL' })
const refs = ['p0-zz1-classic', 'p1-zz2-classic']

describe('addItinerary', () => {
  it("new flights replacing this tab's, the old flights' products gone from the cart, leave no protection choice of the conversation", async () => {
    receiveExecution('e1s1')
    sessionStorage.setItem('DX_insuranceSelectionState', insurance)
    fakeNetwork(() => jsonResponse({ data: { addItinerary: cartFor(refs) } }, 200, { execution: 'e1s1' }))
    await addItinerary(refs, true)
    expect(sessionStorage.getItem('DX_insuranceSelectionState')).toBeNull()
  })

  it('flights put in again with their products kept in the cart keep the choices', async () => {
    receiveExecution('e1s1')
    sessionStorage.setItem('DX_insuranceSelectionState', insurance)
    const product = {
      kind: 'INSURANCE',
      quoteId: 'q1',
      title: 'SafeTrip Essential',
      price: { amount: 8257, currency: 'USD' },
    }
    const cart = { ...cartFor(refs), products: [product] }
    fakeNetwork(() => jsonResponse({ data: { addItinerary: cart } }, 200, { execution: 'e1s1' }))
    await addItinerary(refs, true)
    expect(sessionStorage.getItem('DX_insuranceSelectionState')).toBe(insurance)
  })

  it("the tab's first flights (a link opened, a reload that lost its cart) clear nothing", async () => {
    receiveExecution('e1s1')
    sessionStorage.setItem('DX_insuranceSelectionState', insurance)
    fakeNetwork(() => jsonResponse({ data: { addItinerary: cartFor(refs) } }, 200, { execution: 'e1s1' }))
    await addItinerary(refs)
    expect(sessionStorage.getItem('DX_insuranceSelectionState')).toBe(insurance)
  })
})
