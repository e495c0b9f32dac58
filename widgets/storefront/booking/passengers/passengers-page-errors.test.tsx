import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { noPassengers, PASSENGERS_HASH, passengersApi } from '../../fixtures/passengers'

cleanPageBetweenTests()

// Only an ended conversation goes to the shell's onError (which reads a validation
// error as a refused search and leaves for the search form); the page explains any
// other failure of its passengers query itself, with a retry.
describe('passengers page: a failed passengers query', () => {
  it('explains a refusal with a retry and stays on the page', async () => {
    let refused = true
    const answer = passengersApi(noPassengers(true))
    fakeApi((call) =>
      call.operationName === 'passengers' && refused
        ? { errors: [{ message: 'no', extensions: { type: 'validation', code: 'NO_ITINERARY', status: 400 } }] }
        : answer(call),
    )
    mountStorefront(PASSENGERS_HASH)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('Some details are not valid')
    expect(location.hash).toBe(PASSENGERS_HASH)
    refused = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeTruthy()
  })

  it('leaves for the search when the conversation ended', async () => {
    const answer = passengersApi(noPassengers(true))
    fakeApi((call) =>
      call.operationName === 'passengers'
        ? { errors: [{ message: 'ended', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }] }
        : answer(call),
    )
    mountStorefront(PASSENGERS_HASH)
    expect(await screen.findByText(/Your session expired/, {}, { timeout: 5000 })).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/home\?/)
  })
})
