import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { dropCachedTrip } from '../../../core/trip/trip-cache'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { mount } from '../../trip-lookup/index'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))
afterEach(() => dropCachedTrip('K7QM2P'))

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** dx-trip-lookup as the loader mounts it, in its own shadow root, on the storefront's page. */
async function mountLookup() {
  const host = document.createElement('dx-trip-lookup')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const mounted = await mount(shadow, {}, host)
  await waitFor(() => expect(shadow.querySelector('form')).not.toBeNull())
  return { shadow, unmount: () => act(() => mounted.unmount()) }
}

describe('trip page: dx-trip-lookup on the same page', { timeout: 20_000 }, () => {
  it('moves focus from the lookup to the trip page heading once the trip it found opens there', async () => {
    fakeApi((call) =>
      call.operationName === 'retrieveTrip'
        ? { data: { retrieveTrip: { ...CONFIRMED_TRIP, accessGrant: null } } }
        : undefined,
    )
    mountStorefront('#/b2c/myb')
    await screen.findByRole('heading', { name: 'Find your trip' }, { timeout: 5000 })
    const lookup = await mountLookup()
    try {
      const form = within(lookup.shadow.querySelector('form') as HTMLElement)
      type(form.getByLabelText('Booking reference or order number'), 'K7QM2P')
      type(form.getByLabelText('Last name'), 'Quillfeather')
      const submit = form.getByRole('button', { name: 'Find my trip' })
      submit.focus()
      fireEvent.click(submit)
      expect(await screen.findByText('Your booking is confirmed.', {}, { timeout: 5000 })).toBeTruthy()
      const heading = screen.getByRole('heading', { level: 2, name: 'Your trip' })
      await waitFor(() => expect(document.activeElement).toBe(heading))
    } finally {
      lookup.unmount()
    }
  })
})
