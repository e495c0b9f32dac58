import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { car, cartWith, extrasAnswer, hotel } from '../../fixtures/stay'

cleanPageBetweenTests()

const EXTRAS = `#/b2c/ancillaries?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

/** The page's chunk and the summary's on a busy machine. */
const SLOW = { timeout: 10_000 }

/** The extras with a car and a hotel in the cart; removeProductFromCart takes the kind sent out. */
function stayApi() {
  let products = [car, hotel]
  return fakeApi((call) => {
    if (call.operationName === 'removeProductFromCart') {
      products = products.filter((product) => product.kind !== call.variables.kind)
      return { data: { removeProductFromCart: cartWith(products) } }
    }
    return extrasAnswer(call, () => cartWith(products))
  })
}

const section = () => screen.findByRole('region', { name: 'Car and hotel' }, SLOW)
const summary = () => screen.getByRole('complementary', { name: 'Your trip' })

describe('the extras’ Car and hotel', { timeout: 30_000 }, () => {
  it('shows the car and the hotel in the cart, each with its dates, its price, a way to change it and to remove it', async () => {
    stayApi()
    mountStorefront(EXTRAS)
    const stay = await section()
    expect(await within(stay).findByText('Car in your cart: Mitsubishi Mirage, $343.00', {}, SLOW)).toBeTruthy()
    expect(within(stay).getByText('Tue, Dec 1, 2026 1:10 PM to Tue, Dec 8, 2026 6:30 PM')).toBeTruthy()
    expect(within(stay).getByText('Hotel in your cart: Jamaica Bay Airport Hotel, Queen room, $973.00')).toBeTruthy()
    expect(within(stay).getByText('Tue, Dec 1, 2026 to Tue, Dec 8, 2026')).toBeTruthy()
    expect(within(stay).getByRole('link', { name: 'Change the car' }).getAttribute('href')).toMatch(/^#\/b2c\/cars\?/)
    expect(within(stay).getByRole('link', { name: 'Change the hotel' }).getAttribute('href')).toMatch(
      /^#\/b2c\/hotel-search\?/,
    )
    expect(within(stay).getByRole('button', { name: 'Remove the car' })).toBeTruthy()
    expect(within(stay).getByRole('button', { name: 'Remove the hotel' })).toBeTruthy()
    expect(within(stay).queryByRole('link', { name: 'Rent a car at your destination' })).toBeNull()
  })

  it('removes the car from the cart, the section and the trip summary at once', async () => {
    const api = stayApi()
    mountStorefront(EXTRAS)
    const stay = await section()
    fireEvent.click(await within(stay).findByRole('button', { name: 'Remove the car' }, SLOW))
    expect(await within(stay).findByText('The car is no longer in your cart.')).toBeTruthy()
    expect(api.calls('removeProductFromCart').map((call) => call.variables)).toEqual([{ kind: 'CAR' }])
    expect(await within(stay).findByRole('link', { name: 'Rent a car at your destination' })).toBeTruthy()
    await waitFor(() => expect(within(summary()).queryByText(/Mitsubishi Mirage/)).toBeNull())
    expect(await within(summary()).findByText('$2,473.00')).toBeTruthy()
  })

  it('removes the hotel from the cart, the section and the trip summary at once', async () => {
    const api = stayApi()
    mountStorefront(EXTRAS)
    const stay = await section()
    fireEvent.click(await within(stay).findByRole('button', { name: 'Remove the hotel' }, SLOW))
    expect(await within(stay).findByText('The hotel is no longer in your cart.')).toBeTruthy()
    expect(api.calls('removeProductFromCart').map((call) => call.variables)).toEqual([{ kind: 'HOTEL' }])
    expect(await within(stay).findByRole('link', { name: 'Find a hotel for your stay' })).toBeTruthy()
    await waitFor(() => expect(within(summary()).queryByText(/Jamaica Bay/)).toBeNull())
    expect(await within(summary()).findByText('$1,843.00')).toBeTruthy()
  })
})
