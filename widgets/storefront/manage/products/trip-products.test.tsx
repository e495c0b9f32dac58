import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $locale, loadLocale } from '../../../../core/i18n/i18n'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { orderProducts } from '../../fixtures/protection'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { holdExpiry } from '../../shell/order/hold-expiry'
import type { Trip } from '../../shell/trip-api'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))

// The trip page's chunk loads cold in the first test on a busy machine.
const SLOW = { timeout: 10_000 }
const usd = (amount: number) => ({ amount, currency: 'USD' })
const withProducts: Trip = { ...CONFIRMED_TRIP, order: { ...CONFIRMED_TRIP.order, products: orderProducts() } }
const preview = (productId: string, refund: number, penalty: number) => ({
  previewId: `pv-${productId}`,
  productId,
  refund: usd(refund),
  penalty: usd(penalty),
  expiresAt: '2026-11-21T09:15:00.000Z',
})
const after = (state: 'CANCELLED' | 'EXERCISED', productId: string): Trip => ({
  ...withProducts,
  order: {
    ...withProducts.order,
    products: withProducts.order.products.map((p) =>
      p.productId === productId ? { ...p, state, cancellable: false } : p,
    ),
  },
})

function tripApi(answer: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const own = answer(call)
    if (own !== undefined) return own
    switch (call.operationName) {
      case 'retrieveTrip':
        return { data: { retrieveTrip: withProducts } }
      case 'previewProductCancel':
        return { data: { previewProductCancel: preview('p-ins', 3_900, 1_000) } }
      case 'previewCfarExercise':
        return { data: { previewCfarExercise: preview('p-cfar', 200_000, 0) } }
      case 'cancelProduct':
        return { data: { cancelProduct: after('CANCELLED', 'p-ins') } }
      case 'exerciseCfar':
        return { data: { exerciseCfar: after('EXERCISED', 'p-cfar') } }
      default:
        return undefined
    }
  })
}

/** Where focus is, in the document or the shadow root the storefront renders in. */
const focused = (inside: Element) => (inside.getRootNode() as Document | ShadowRoot).activeElement
const extras = () => screen.findByRole('region', { name: 'Your extras' }, SLOW)

describe('trip page: Your extras', { timeout: 20_000 }, () => {
  afterEach(() => $locale.set('en-US'))

  it('lists each product with its state and reference', async () => {
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const items = within(await extras()).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'SafeTrip Essential · Travel insurance · Confirmed',
      'FlexiCancel 80 · Cancel for any reason · Confirmed',
    ])
    expect(items[0]?.textContent).toContain('Reference: STI-48213')
  })

  it('says the refund and the penalty before cancelling, then cancels as previewed', async () => {
    const api = tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    fireEvent.click(within(await extras()).getByRole('button', { name: 'Cancel SafeTrip Essential' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SafeTrip Essential?' })
    expect(await within(dialog).findByText('You get back $39.00 to your original payment.')).toBeTruthy()
    expect(within(dialog).getByText('The provider keeps $10.00.')).toBeTruthy()
    expect(api.calls('cancelProduct')).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('cancelProduct').map((c) => c.variables.previewId)).toEqual(['pv-p-ins'])
    expect(
      await screen.findByText('SafeTrip Essential is cancelled. $39.00 goes back to your original payment.'),
    ).toBeTruthy()
    expect((await extras()).textContent).toContain('SafeTrip Essential · Travel insurance · Cancelled')
  })

  it('says how much comes back before the traveller exercises cancel for any reason', async () => {
    const api = tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    fireEvent.click(within(await extras()).getByRole('button', { name: 'Cancel for any reason' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your flights for any reason?' })
    expect(
      await within(dialog).findByText(
        'Your flights will be cancelled. You get back $2,000.00 to your original payment.',
      ),
    ).toBeTruthy()
    expect(api.calls('exerciseCfar')).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my flights' }))
    await waitFor(() => expect(api.calls('exerciseCfar').map((c) => c.variables.previewId)).toEqual(['pv-p-cfar']))
    expect(
      await screen.findByText('Your flights are cancelled. $2,000.00 goes back to your original payment.'),
    ).toBeTruthy()
  })

  /** The trip with its first flight leaving from `origin` (its city and time zone). */
  const leaving = (trip: Trip, origin: { city: string; timeZone: string }): Trip => ({
    ...trip,
    order: {
      ...trip.order,
      segments: trip.order.segments.map((segment, i) =>
        i === 0 ? { ...segment, origin: { ...segment.origin, ...origin } } : segment,
      ),
    },
  })
  const answering = (trip: Trip) => (call: Call) =>
    call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: trip } } : undefined

  it('says until when cancel for any reason can be used, in the time of the airport the trip leaves from', async () => {
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const contract = within(await extras()).getAllByRole('listitem')[1]
    // London keeps UTC in December.
    expect(contract?.textContent).toMatch(
      /You can use it until Sunday, December 13, 2026 at 6:30\sPM GMT \(London time\)\./,
    )
  })

  it('says the time to use cancel for any reason has passed once it can no longer be used, in New York’s time for a trip from there', async () => {
    const products = withProducts.order.products.map((p) => (p.kind === 'CFAR' ? { ...p, cancellable: false } : p))
    const ended = { ...withProducts, order: { ...withProducts.order, products } }
    tripApi(answering(leaving(ended, { city: 'New York', timeZone: 'America/New_York' })))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const contract = within(await extras()).getAllByRole('listitem')[1]
    expect(contract?.textContent).toMatch(
      /It could be used until Sunday, December 13, 2026 at 1:30\sPM EST \(New York time\); that time has passed\./,
    )
    expect(contract && within(contract).queryByRole('button')).toBeNull()
  })

  it('says the deadline in the device’s time, its zone named, on a copy of the trip kept from before airports had their zone', async () => {
    const kept = structuredClone(withProducts)
    // A copy stored before the trip's airports had a zone: the field is not there at all.
    const first = kept.order.segments[0]
    if (!first) throw new Error('the fixture trip has no flights')
    delete (first.origin as { timeZone?: string }).timeZone
    tripApi(answering(kept))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const contract = within(await extras()).getAllByRole('listitem')[1]
    expect(contract?.textContent).toContain(`You can use it until ${holdExpiry('2026-12-13T18:30:00.000Z', 'en-US')}.`)
  })

  it('says before the exercise that every other product stays booked with its own cancel, and its close button keeps the flights', async () => {
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    fireEvent.click(within(await extras()).getByRole('button', { name: 'Cancel for any reason' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your flights for any reason?' })
    expect(
      await within(dialog).findByText(
        'SafeTrip Essential (Travel insurance) stays booked: you can still cancel it here, by its own terms.',
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Keep my flights' })).toBeTruthy()
  })

  it('puts focus on the message that the cancel is done, since the button that opened the dialog is gone', async () => {
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const opener = within(await extras()).getByRole('button', { name: 'Cancel SafeTrip Essential' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SafeTrip Essential?' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel it' }))
    const done = await screen.findByText('SafeTrip Essential is cancelled. $39.00 goes back to your original payment.')
    await waitFor(() => expect(focused(done)).toBe(done))
  })

  it('puts focus on the message that the flights are cancelled after the exercise', async () => {
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const opener = within(await extras()).getByRole('button', { name: 'Cancel for any reason' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your flights for any reason?' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel my flights' }))
    const done = await screen.findByText('Your flights are cancelled. $2,000.00 goes back to your original payment.')
    await waitFor(() => expect(focused(done)).toBe(done))
  })

  it('in Arabic, confirms a cancel with "yes, cancel it" and keeps the flights in the plural', async () => {
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    tripApi()
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const region = await screen.findByRole('region', { name: 'إضافاتك' }, SLOW)
    fireEvent.click(within(region).getByRole('button', { name: 'إلغاء \u2068SafeTrip Essential\u2069' }))
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد إلغاء \u2068SafeTrip Essential\u2069؟' })
    expect(await within(dialog).findByRole('button', { name: 'نعم، ألغِه' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'الاحتفاظ به' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(within(region).getByRole('button', { name: 'الإلغاء لأي سبب' }))
    const flights = await screen.findByRole('dialog', { name: 'هل تريد إلغاء رحلاتك لأي سبب؟' })
    expect(await within(flights).findByRole('button', { name: 'الاحتفاظ بها' })).toBeTruthy()
  })

  it('keeps the product when the preview cannot be had, and Escape closes the dialog, focus back on its opener', async () => {
    const api = tripApi((call) =>
      call.operationName === 'previewProductCancel'
        ? {
            errors: [
              { message: 'no', extensions: { type: 'businessLogic', code: 'PRODUCT_NOT_CANCELLABLE', status: 409 } },
            ],
          }
        : undefined,
    )
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const opener = within(await extras()).getByRole('button', { name: 'Cancel SafeTrip Essential' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SafeTrip Essential?' })
    await waitFor(() => expect((dialog.getRootNode() as Document | ShadowRoot).activeElement).toBe(dialog))
    expect(await within(dialog).findByText('We could not check what you would get back. Try again later.')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Cancel it' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((opener.getRootNode() as Document | ShadowRoot).activeElement).toBe(opener)
    expect(api.calls('cancelProduct')).toEqual([])
  })
})
