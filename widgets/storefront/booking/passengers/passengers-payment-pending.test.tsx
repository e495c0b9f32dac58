import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { PASSENGERS_HASH, passengersApi, savedFamily } from '../../fixtures/passengers'

cleanPageBetweenTests()

// While a payment of the booking waits for the bank or ZZ Pay, the API refuses to change
// the passengers (PAYMENT_IN_PROGRESS, 409): the page says so with the way forward.
describe('passengers page: a payment waiting for approval', () => {
  it('says the payment must be finished or cancelled first, with a link to payment and a retry', async () => {
    fakeApi(
      passengersApi(savedFamily, () => ({
        errors: [
          { message: 'pending', extensions: { type: 'businessLogic', code: 'PAYMENT_IN_PROGRESS', status: 409 } },
        ],
      })),
    )
    mountStorefront(PASSENGERS_HASH)
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('A payment for this trip is waiting for approval from your bank or ZZ Pay')
    expect(alert.textContent).toContain('Finish or cancel the payment first')
    expect(within(alert).getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toMatch(
      /^#\/b2c\/payment\?.*flight1=p1-zz2-classic/,
    )
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(location.hash).toBe(PASSENGERS_HASH)
  })
})
